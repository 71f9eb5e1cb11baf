import { sql } from 'kysely';
import type { Database } from '../../../database/connections.js';
import { requestLoader } from '../../../shared/request-loader.js';
import type { UnitValueKind } from '../unit-value-model.js';
import { latestReportOfEachUnit } from '../unit-report-model.js';
import { valuesOfUnits } from '../service.js';

/** One unit's value as the provider reports it (a `valued` unit event). */
export interface ValueReport {
  /** The caller's handle for the report (the event's index in its batch). */
  key: number;
  supplierId: string;
  serialNumber: string;
  /** In the country's currency, at most two decimals. */
  value: number;
  kind: UnitValueKind;
  occurredAt: Date;
}

/**
 * Records unit values in one statement: per unit the latest report wins (the first sent of
 * equal times), and a stored value from a later time is kept. Answers the keys of the reports
 * that were applied; the others were stale (or name no unit, which the caller has ruled out).
 */
export async function recordUnitValues(
  transaction: Database,
  reports: readonly ValueReport[],
): Promise<Set<number>> {
  const winners = latestReportOfEachUnit(reports);
  if (!winners.length) return new Set();
  const column = <Value>(value: (report: ValueReport) => Value) => winners.map(value);
  const updated = await sql<{ key: number }>`
    update processed_units unit
       set value_amount = report.value, value_kind = report.kind, valued_at = report.occurred_at
      from unnest(${column((report) => report.key)}::integer[],
                  ${column((report) => report.supplierId)}::uuid[],
                  ${column((report) => report.serialNumber)}::text[],
                  ${column((report) => report.value)}::numeric[],
                  ${column((report) => report.kind)}::text[],
                  ${column((report) => report.occurredAt.toISOString())}::timestamptz[])
           as report (key, supplier_id, serial_number, value, kind, occurred_at)
     where unit.supplier_id = report.supplier_id and unit.serial_number = report.serial_number
       and (unit.valued_at is null or unit.valued_at < report.occurred_at)
    returning report.key`.execute(transaction);
  return new Set(updated.rows.map((row) => row.key));
}

/** Units' values for the units of one request (a page of them), read in one statement. */
export const unitValuesLoader = requestLoader((database: Database, unitIds: readonly string[]) =>
  valuesOfUnits(database, unitIds),
);
