import { escapeLike } from '../../shared/like-patterns.js';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../database/connections.js';
import { businessTimeZone } from '../../shared/local-dates.js';
import type { ReportRow } from './report-model.js';
import { processedUnitColumns, type ProcessedUnitColumn } from '../units/unit-model.js';

/** One unit as the report files show it: the shown columns, then its CO2 and department. */
export interface ReportUnit extends Record<ProcessedUnitColumn, string | null> {
  serial_number: string;
  manufacturer: string | null;
  model: string | null;
  category: string;
  weight_kg: string | null;
  grade: string | null;
  sanitisation_method: string;
  erasure_standard: string | null;
  sanitisation_result: string;
  outcome: string;
  /** Local dates (YYYY-MM-DD) in the provider's time zone. */
  created_at: string;
  graded_date: string | null;
  completed_date: string | null;
  job_number: string | null;
  co2e_kg: string;
  /** The CO2 method version the unit's figure was computed by; null while not completed. */
  co2_method_version: string | null;
  /** The range of the unit's CO2 and the factor it was computed by (the auditor's CSV). */
  co2e_low_kg: string;
  co2e_high_kg: string;
  co2_factor_id: string | null;
  co2_factor_kg: string | null;
  supplier_company: string;
  /** The unit's place in the report's order: its date column (exact, as text) and id. */
  order_at: string;
  order_id: string;
}

/** Where a report's read stopped: the unit after which a resumed read continues. */
export interface ReportUnitKey {
  at: string;
  serial: string;
  id: string;
}

export function reportUnitKeyOf(unit: ReportUnit): ReportUnitKey {
  return { at: unit.order_at, serial: unit.serial_number, id: unit.order_id };
}

export type ReportFilter = Pick<
  ReportRow,
  | 'supplier_id'
  | 'scope_supplier_id'
  | 'date_from'
  | 'date_to'
  | 'date_column'
  | 'free_text'
  | 'serial_or_product'
  | 'kind'
> & {
  /** Only the units of one job (by its number), whatever their dates: an evidence pack's. */
  job_number?: string | null;
};

// The units' shown columns, with the timestamps as local dates where the provider works.
const localDateColumns: ReadonlySet<ProcessedUnitColumn> = new Set([
  'created_at',
  'graded_date',
  'completed_date',
]);
const reportUnitColumns = sql.join(
  processedUnitColumns.map((column) =>
    localDateColumns.has(column)
      ? sql`to_char(${sql.ref(`unit.${column}`)} at time zone ${businessTimeZone}, 'YYYY-MM-DD') as ${sql.ref(column)}`
      : sql.ref(`unit.${column}`),
  ),
);

const dateColumns = { CREATED_AT: 'created_at', COMPLETED_DATE: 'completed_date' } as const;

/**
 * The suppliers a report covers: one department, or the supplier it was ordered for with its
 * sub-suppliers when that is a master account. Resolved when the report is generated.
 */
export async function scopeSupplierIds(
  database: Database,
  report: ReportFilter,
): Promise<string[]> {
  if (report.scope_supplier_id) return [report.scope_supplier_id];
  const rows = await database
    .selectFrom('suppliers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', report.supplier_id),
        eb.and([
          eb('parent_supplier_id', '=', report.supplier_id),
          eb.exists(
            eb
              .selectFrom('suppliers as master')
              .select('master.id')
              .where('master.id', '=', report.supplier_id)
              .where('master.is_master_account', '=', true),
          ),
        ]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The WHERE clause shared by the count, the cursor and the summary. */
export async function unitConditions(
  database: Database,
  report: ReportFilter,
): Promise<RawBuilder<unknown>> {
  const supplierIds = await scopeSupplierIds(database, report);
  const column = sql.ref(`unit.${dateColumns[report.date_column as keyof typeof dateColumns]}`);
  const conditions: RawBuilder<unknown>[] = [
    sql`unit.supplier_id = any(${supplierIds}::uuid[])`,
    ...(report.job_number
      ? [sql`unit.job_number = ${report.job_number}`]
      : [
          // Local days in the provider's time zone, as the dashboard counts them.
          sql`${column} >= (${report.date_from}::date::timestamp at time zone ${businessTimeZone})`,
          sql`${column} < ((${report.date_to}::date + 1)::timestamp at time zone ${businessTimeZone})`,
        ]),
  ];
  if (report.free_text) {
    const pattern = `%${escapeLike(report.free_text)}%`;
    conditions.push(
      sql`(unit.serial_number ilike ${pattern} or unit.manufacturer ilike ${pattern}
        or unit.model ilike ${pattern} or unit.category ilike ${pattern}
        or unit.job_number ilike ${pattern} or unit.erasure_standard ilike ${pattern})`,
    );
  }
  if (report.serial_or_product) {
    const prefix = `${escapeLike(report.serial_or_product)}%`;
    const contains = `%${escapeLike(report.serial_or_product)}%`;
    conditions.push(
      sql`(unit.serial_number ilike ${prefix} or unit.model ilike ${contains}
        or unit.manufacturer ilike ${contains})`,
    );
  }
  if (report.kind === 'CERTIFICATE_OF_DESTRUCTION') {
    // A certificate lists only data carriers whose erasure or destruction is done and passed.
    conditions.push(
      sql`unit.sanitisation_method in ('software_erasure', 'physical_destruction')
        and unit.sanitisation_result = 'passed'`,
    );
  }
  return sql.join(conditions, sql` and `);
}

export async function countReportUnits(database: Database, report: ReportFilter): Promise<number> {
  const where = await unitConditions(database, report);
  const result = await sql<{ units: number }>`
    select count(*)::int as units from processed_units unit where ${where}`.execute(database);
  return result.rows[0]?.units ?? 0;
}

/**
 * Reads the report's units in order through a server-side cursor, `batchSize` at a time, so
 * memory stays flat however many units there are. `onBatch` must finish before the next fetch.
 * With `after`, the read starts after that unit (a resumed report continues where it stopped).
 */
export async function forEachReportUnitBatch(
  database: Database,
  report: ReportFilter,
  onBatch: (units: ReportUnit[]) => Promise<void>,
  options: { batchSize?: number; after?: ReportUnitKey } = {},
): Promise<void> {
  const { batchSize = 2_000, after } = options;
  let where = await unitConditions(database, report);
  const column = sql.ref(`unit.${dateColumns[report.date_column as keyof typeof dateColumns]}`);
  if (after) {
    where = sql`${where} and (${column}, unit.serial_number collate "C", unit.id)
      > (${after.at}::timestamptz, ${after.serial} collate "C", ${after.id}::bigint)`;
  }
  await database.transaction().execute(async (transaction) => {
    await sql`declare report_units no scroll cursor for
      select ${reportUnitColumns}, unit.co2e_kg, unit.co2_method_version,
        unit.co2e_low_kg, unit.co2e_high_kg, unit.co2_factor_id::text as co2_factor_id,
        factor.kg_co2e_per_reused_unit as co2_factor_kg,
        supplier.company as supplier_company,
        ${column}::text as order_at, unit.id::text as order_id
      from processed_units unit join suppliers supplier on supplier.id = unit.supplier_id
        left join co2_factors factor on factor.id = unit.co2_factor_id
      where ${where}
      order by ${column}, unit.serial_number collate "C", unit.id`.execute(transaction);
    const fetchBatch = async () =>
      (
        await sql<ReportUnit>`fetch forward ${sql.raw(String(batchSize))} from report_units`.execute(
          transaction,
        )
      ).rows;
    // The next batch is fetched while this one is written: PostgreSQL reads and the writer
    // formats at the same time, and at most two batches are held.
    let next = fetchBatch();
    for (;;) {
      const units = await next;
      if (!units.length) break;
      next = units.length < batchSize ? Promise.resolve([]) : fetchBatch();
      try {
        await onBatch(units);
      } catch (error) {
        // Settle the fetch in flight before the transaction ends, so it cannot reject unheard.
        await next.catch(() => undefined);
        throw error;
      }
    }
    await sql`close report_units`.execute(transaction);
  });
}

export interface ReportSummaryRow {
  category: string;
  outcome: string;
  units: number;
  weight_kg: number;
  co2e_kg: number;
  /** The CO2 method versions of the row's units. */
  method_versions?: string[];
}

/** Units, weight and CO2 by category and outcome: the high level report's figures. */
export async function summariseReportUnits(
  database: Database,
  report: ReportFilter,
): Promise<ReportSummaryRow[]> {
  const where = await unitConditions(database, report);
  const result = await sql<ReportSummaryRow>`
    select unit.category, unit.outcome, count(*)::int as units,
      coalesce(sum(unit.weight_kg), 0)::float8 as weight_kg,
      coalesce(sum(unit.co2e_kg), 0)::float8 as co2e_kg,
      array_remove(array_agg(distinct unit.co2_method_version), null) as method_versions
    from processed_units unit
      join unit_categories on unit_categories.code = unit.category
    where ${where}
    group by unit.category, unit.outcome, unit_categories.position
    order by unit_categories.position, unit.outcome`.execute(database);
  return result.rows;
}

export interface CertificateSummaryRow {
  sanitisation_method: string;
  erasure_standard: string;
  units: number;
  /** Loose drives and media (category storage_media), as against whole devices. */
  loose_data_carriers: number;
}

/** A certificate's units by method: each erasure standard, and physical destruction. */
export async function summariseCertificateUnits(
  database: Database,
  report: ReportFilter,
): Promise<CertificateSummaryRow[]> {
  const where = await unitConditions(database, report);
  const result = await sql<CertificateSummaryRow>`
    select unit.sanitisation_method, coalesce(unit.erasure_standard, '') as erasure_standard,
      count(*)::int as units,
      (count(*) filter (where unit.category = 'storage_media'))::int as loose_data_carriers
    from processed_units unit
    where ${where}
    group by 1, 2
    order by unit.sanitisation_method desc, 2`.execute(database);
  return result.rows;
}
