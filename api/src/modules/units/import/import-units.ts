import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../database/connections.js';
import type { DB } from '../../../database/schema.generated.js';
import { businessTimeZone } from '../../../shared/local-dates.js';
import { rebuildDailyTotals } from '../rollups.js';
import { requiredColumns, unitRowSchema, type RawUnitRow, type UnitRow } from './unit-row.js';

interface ImportProblem {
  /** The line in the file: the header is row 1, the first unit row 2. */
  row: number;
  message: string;
}

export interface ImportProgress {
  phase: 'reading' | 'saving' | 'summarising';
  rows: number;
}

export interface ImportResult {
  imported: boolean;
  rows: number;
  inserted: number;
  updated: number;
  /** The first problems found (at most `maximumReportedProblems`). */
  problems: ImportProblem[];
  problemCount: number;
}

const maximumReportedProblems = 100;
const batchSize = 5_000;

const stagedColumns = [
  ['row_number', 'int'],
  ['serial_number', 'text'],
  ['manufacturer', 'text'],
  ['model', 'text'],
  ['category', 'text'],
  ['weight_kg', 'numeric'],
  ['grade', 'text'],
  ['sanitisation_method', 'text'],
  ['erasure_standard', 'text'],
  ['sanitisation_result', 'text'],
  ['outcome', 'text'],
  ['created_at', 'text'],
  ['graded_date', 'text'],
  ['completed_date', 'text'],
  ['job_number', 'text'],
] as const;

type StagedRow = UnitRow & { row_number: number };

async function stageBatch(transaction: Kysely<DB>, batch: StagedRow[]): Promise<void> {
  const arrays = stagedColumns.map(([column, type]) => {
    const values = batch.map((row) => row[column]);
    return sql`${values}::${sql.raw(type)}[]`;
  });
  await sql`insert into import_staging select * from unnest(${sql.join(arrays)})`.execute(
    transaction,
  );
}

/** Dates without a time are days in Oslo; times without a zone are Oslo time. */
const asTimestamp = (column: string) =>
  sql.raw(`
  case
    when ${column} is null then null
    when ${column} ~ '^\\d{4}-\\d{2}-\\d{2}$' then (${column}::date)::timestamp at time zone '${businessTimeZone}'
    when ${column} ~ '(Z|[+-]\\d{2}:?\\d{2})$' then ${column}::timestamptz
    else ${column}::timestamp at time zone '${businessTimeZone}'
  end`);

/**
 * Imports units for one supplier, all or nothing: every row is validated (bad rows are reported
 * by line and reason), rows are staged in batches so memory stays bounded, then upserted by
 * serial number and supplier (re-importing updates), and the supplier's daily totals rebuilt.
 */
export async function importUnits(
  database: Database,
  options: {
    supplierId: string;
    rows: AsyncIterable<RawUnitRow> | Iterable<RawUnitRow>;
    onProgress?: (progress: ImportProgress) => void;
  },
): Promise<ImportResult> {
  const categories = new Set(
    (await database.selectFrom('unit_categories').select('code').execute()).map((row) => row.code),
  );
  const schema = unitRowSchema(categories);
  const problems: ImportProblem[] = [];
  let problemCount = 0;
  const report = (row: number, message: string) => {
    problemCount += 1;
    if (problems.length < maximumReportedProblems) problems.push({ row, message });
  };

  return database.transaction().execute(async (transaction) => {
    await sql
      .raw(
        `create temp table import_staging (${stagedColumns.map(([column, type]) => `${column} ${type}`).join(', ')}) on commit drop`,
      )
      .execute(transaction);

    let rowCount = 0;
    let batch: StagedRow[] = [];
    let checkedHeader = false;
    for await (const raw of options.rows) {
      rowCount += 1;
      const rowNumber = rowCount + 1;
      if (!checkedHeader) {
        checkedHeader = true;
        const missing = requiredColumns.filter((column) => !(column in raw));
        if (missing.length) {
          report(1, `The header lacks the columns: ${missing.join(', ')}.`);
          break;
        }
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        report(rowNumber, `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'invalid'}`);
        continue;
      }
      // Once a row is bad nothing will be imported; keep validating, stop staging.
      if (problemCount === 0) batch.push({ ...parsed.data, row_number: rowNumber });
      if (batch.length >= batchSize) {
        await stageBatch(transaction, batch);
        batch = [];
        options.onProgress?.({ phase: 'reading', rows: rowCount });
      }
    }
    if (problemCount === 0 && batch.length) await stageBatch(transaction, batch);
    options.onProgress?.({ phase: 'reading', rows: rowCount });

    if (problemCount === 0) {
      const duplicates = await sql<{ serial_number: string; rows: number[] }>`
          select serial_number, array_agg(row_number order by row_number) as rows
          from import_staging group by serial_number having count(*) > 1
          order by min(row_number) limit ${maximumReportedProblems}`.execute(transaction);
      for (const duplicate of duplicates.rows) {
        report(
          duplicate.rows[1] ?? 0,
          `serial_number ${duplicate.serial_number} also on row ${duplicate.rows[0]}.`,
        );
      }
    }
    if (problemCount > 0) {
      return { imported: false, rows: rowCount, inserted: 0, updated: 0, problems, problemCount };
    }

    options.onProgress?.({ phase: 'saving', rows: rowCount });
    const counts = await sql<{ inserted: number; updated: number }>`
        with upserted as (
          insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
            weight_kg, grade, sanitisation_method, erasure_standard, sanitisation_result, outcome,
            created_at, graded_date, completed_date, job_number, co2e_kg)
          select ${options.supplierId}::uuid, staged.serial_number, staged.manufacturer, staged.model,
            staged.category, staged.weight_kg, staged.grade, staged.sanitisation_method,
            staged.erasure_standard, staged.sanitisation_result, staged.outcome,
            staged.created, staged.graded, staged.completed, staged.job_number,
            case when staged.outcome = 'reused' then coalesce((
              select factor.kg_co2e_per_reused_unit from co2_factors factor
              where factor.category = staged.category
                and factor.valid_from <= (staged.completed at time zone ${businessTimeZone})::date
              order by factor.valid_from desc limit 1), 0) else 0 end
          from (select *, ${asTimestamp('created_at')} as created, ${asTimestamp('graded_date')} as graded,
                  ${asTimestamp('completed_date')} as completed
                from import_staging) staged
          on conflict (supplier_id, serial_number) do update set
            manufacturer = excluded.manufacturer, model = excluded.model, category = excluded.category,
            weight_kg = excluded.weight_kg, grade = excluded.grade,
            sanitisation_method = excluded.sanitisation_method, erasure_standard = excluded.erasure_standard,
            sanitisation_result = excluded.sanitisation_result, outcome = excluded.outcome,
            created_at = excluded.created_at, graded_date = excluded.graded_date,
            completed_date = excluded.completed_date, job_number = excluded.job_number,
            co2e_kg = excluded.co2e_kg, imported_at = now()
          returning (xmax = 0) as inserted
        )
        select (count(*) filter (where inserted))::int as inserted,
               (count(*) filter (where not inserted))::int as updated
        from upserted`.execute(transaction);

    options.onProgress?.({ phase: 'summarising', rows: rowCount });
    await rebuildDailyTotals(transaction, [options.supplierId]);
    const { inserted = 0, updated = 0 } = counts.rows[0] ?? {};
    return { imported: true, rows: rowCount, inserted, updated, problems, problemCount };
  });
}
