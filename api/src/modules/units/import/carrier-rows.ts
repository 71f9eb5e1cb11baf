import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../database/schema.generated.js';
import { carrierRecordSchema } from '../custody/carrier-record.js';
import { carrierColumns } from '../custody/record-carriers.js';
import { unitCarrierProblem } from '../custody/unit-carriers.js';
import { asTimestamp } from './import-timestamps.js';
import { dateOrTime } from './unit-row.js';

/**
 * The carriers file of an import: one row per sanitisation attempt of a data carrier, keyed by
 * the serial number of the unit that holds it (a unit of the units file, or one imported
 * before). Staged beside the units and saved in the same transaction, so nothing is half-stored.
 * Its header must name these columns (order and case do not matter).
 */
const requiredCarrierColumns = [
  'unit_serial_number',
  'carrier_serial',
  'carrier_type',
  'sanitisation_level',
  'sanitisation_technique',
  'verification_method',
  'verification_result',
  'operator',
  'sanitised_at',
  'result',
] as const;

/** A row of the carriers file: the unit's serial number and the carrier columns, as text. */
export type RawCarrierRow = Partial<
  Record<'unit_serial_number' | (typeof carrierColumns)[number][0], string>
>;

type Report = (row: number, message: string) => void;

const unitSerialSchema = z.object({
  unit_serial_number: z.string().trim().min(1, 'unit_serial_number is missing.').max(100),
});
const carrierRowSchema = carrierRecordSchema(dateOrTime);
type StagedCarrier = z.infer<typeof carrierRowSchema> & {
  row_number: number;
  unit_serial_number: string;
};

const stagedColumns = [
  ['row_number', 'int'],
  ['unit_serial_number', 'text'],
  ...carrierColumns.map(([column, type]) =>
    column === 'sanitised_at' ? ([column, 'text'] as const) : ([column, type] as const),
  ),
] as const;

async function stageBatch(transaction: Kysely<DB>, batch: StagedCarrier[]): Promise<void> {
  const arrays = stagedColumns.map(([column, type]) => {
    const values = batch.map((row) => row[column]);
    return sql`${values}::${sql.raw(type)}[]`;
  });
  await sql`insert into carrier_staging select * from unnest(${sql.join(arrays)})`.execute(
    transaction,
  );
}

/**
 * Validates the carrier rows (row 1 is the header) and stages the good ones while no problem
 * has been found. Answers the number of rows read.
 */
export async function stageCarrierRows(
  transaction: Kysely<DB>,
  rows: AsyncIterable<RawCarrierRow> | Iterable<RawCarrierRow>,
  report: Report,
  hasProblems: () => boolean,
): Promise<number> {
  await sql
    .raw(
      `create temp table carrier_staging (${stagedColumns.map(([column, type]) => `${column} ${type}`).join(', ')}) on commit drop`,
    )
    .execute(transaction);
  let count = 0;
  let batch: StagedCarrier[] = [];
  for await (const raw of rows) {
    count += 1;
    const rowNumber = count + 1;
    if (count === 1) {
      const missing = requiredCarrierColumns.filter((column) => !(column in raw));
      if (missing.length) {
        report(1, `The header lacks the columns: ${missing.join(', ')}.`);
        break;
      }
    }
    const unitSerial = unitSerialSchema.safeParse(raw);
    const parsed = carrierRowSchema.safeParse(raw);
    const issue = unitSerial.success
      ? parsed.success
        ? undefined
        : parsed.error.issues[0]
      : unitSerial.error.issues[0];
    if (issue || !unitSerial.success || !parsed.success) {
      report(rowNumber, `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'invalid'}`);
      continue;
    }
    if (hasProblems()) continue;
    batch.push({ ...parsed.data, ...unitSerial.data, row_number: rowNumber });
    if (batch.length >= 5_000) {
      await stageBatch(transaction, batch);
      batch = [];
    }
  }
  if (!hasProblems() && batch.length) await stageBatch(transaction, batch);
  return count;
}

/**
 * Checks the staged carriers against the staged units: each names a unit of the file or of the
 * supplier, each attempt once, and each unit's sanitisation agrees with its carriers' latest
 * attempts. `reportUnit` names a units-file row, `reportCarrier` a carriers-file row.
 */
export async function checkStagedCarriers(
  transaction: Kysely<DB>,
  options: { supplierId: string; reportUnit: Report; reportCarrier: Report; limit: number },
): Promise<void> {
  const unknown = await sql<{ row_number: number; unit_serial_number: string }>`
    select c.row_number, c.unit_serial_number from carrier_staging c
    where not exists (select from import_staging s where s.serial_number = c.unit_serial_number)
      and not exists (select from processed_units u
        where u.supplier_id = ${options.supplierId} and u.serial_number = c.unit_serial_number)
    order by c.row_number limit ${options.limit}`.execute(transaction);
  for (const row of unknown.rows) {
    options.reportCarrier(
      row.row_number,
      `unit_serial_number: no unit ${row.unit_serial_number} in the units file or imported before.`,
    );
  }
  const twice = await sql<{ rows: number[]; carrier_serial: string }>`
    select array_agg(row_number order by row_number) as rows, carrier_serial from carrier_staging
    group by unit_serial_number, carrier_serial, ${asTimestamp('sanitised_at')}
    having count(*) > 1 order by min(row_number) limit ${options.limit}`.execute(transaction);
  for (const row of twice.rows) {
    options.reportCarrier(
      row.rows[1] ?? 0,
      `${row.carrier_serial}: the same attempt is also on row ${row.rows[0]}.`,
    );
  }
  // Only units whose carriers may disagree are read back; the rule itself is unitCarrierProblem.
  const suspects = await sql<{
    row_number: number;
    sanitisation_method: string;
    sanitisation_result: string;
    carriers: { carrier_serial: string; at: string; sanitisation_level: string; result: string }[];
  }>`
    with latest as (
      select distinct on (unit_serial_number, carrier_serial) unit_serial_number, carrier_serial,
        ${asTimestamp('sanitised_at')} as at, sanitisation_level, result
      from carrier_staging order by unit_serial_number, carrier_serial, 3 desc
    ),
    per_unit as (
      select unit_serial_number, bool_or(result = 'failed') as any_failed,
        bool_or(sanitisation_level <> 'destruct') as any_kept,
        json_agg(json_build_object('carrier_serial', carrier_serial, 'at', at,
          'sanitisation_level', sanitisation_level, 'result', result)) as carriers
      from latest group by unit_serial_number
    )
    select s.row_number, s.sanitisation_method, s.sanitisation_result, p.carriers
    from import_staging s join per_unit p on p.unit_serial_number = s.serial_number
    where s.sanitisation_method = 'not_required'
      or (s.sanitisation_result = 'passed' and p.any_failed)
      or (s.sanitisation_result = 'failed' and not p.any_failed)
      or (s.sanitisation_method = 'physical_destruction' and s.sanitisation_result = 'passed'
        and p.any_kept)
    order by s.row_number limit ${options.limit}`.execute(transaction);
  for (const unit of suspects.rows) {
    const problem = unitCarrierProblem(
      unit,
      unit.carriers.map((carrier) => ({ ...carrier, sanitised_at: new Date(carrier.at) })),
    );
    if (problem) options.reportUnit(unit.row_number, `carriers: ${problem}`);
  }
}

/** Saves the staged carrier attempts of the supplier's units; answers how many were new. */
export async function saveStagedCarriers(
  transaction: Kysely<DB>,
  supplierId: string,
): Promise<number> {
  const columns = carrierColumns.map(([column]) => column);
  const values = columns.map((column) =>
    column === 'sanitised_at' ? asTimestamp('c.sanitised_at') : sql.raw(`c.${column}`),
  );
  const result = await sql`
    insert into unit_data_carriers (supplier_id, unit_id, ${sql.raw(columns.join(', '))})
    select unit.supplier_id, unit.id, ${sql.join(values)}
    from carrier_staging c
    join processed_units unit
      on unit.supplier_id = ${supplierId} and unit.serial_number = c.unit_serial_number
    order by unit.id, c.carrier_serial, c.row_number
    on conflict (unit_id, carrier_serial, sanitised_at) do nothing`.execute(transaction);
  return Number(result.numAffectedRows ?? 0);
}
