import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../database/connections.js';
import type { DB } from '../../../database/schema.generated.js';
import { writeUnitChanges } from '../changes/write-unit-changes.js';
import {
  checkStagedCarriers,
  saveStagedCarriers,
  stageCarrierRows,
  type RawCarrierRow,
} from './carrier-rows.js';
import { asTimestamp } from './import-timestamps.js';
import { requiredColumns, unitRowSchema, type RawUnitRow, type UnitRow } from './unit-row.js';

interface ImportProblem {
  /** The file the row is in: the units, or the carriers' sanitisation records. */
  file: 'units' | 'carriers';
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
  /** Carrier attempts recorded (an attempt recorded before is not counted again). */
  carriers: number;
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
  ['downstream_recycler', 'text'],
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

/**
 * Imports units for one supplier, all or nothing: every row is validated (bad rows are reported
 * by line and reason), rows are staged in batches so memory stays bounded, then upserted by
 * serial number and supplier (re-importing updates); the daily totals change by the rows'
 * own contributions (changes/write-unit-changes.ts), the path unit events take too.
 */
export async function importUnits(
  database: Database,
  options: {
    supplierId: string;
    rows: AsyncIterable<RawUnitRow> | Iterable<RawUnitRow>;
    /** The carriers file: sanitisation attempts per data carrier, by unit serial number. */
    carriers?: AsyncIterable<RawCarrierRow> | Iterable<RawCarrierRow> | undefined;
    onProgress?: (progress: ImportProgress) => void;
  },
): Promise<ImportResult> {
  const categories = new Set(
    (await database.selectFrom('unit_categories').select('code').execute()).map((row) => row.code),
  );
  const schema = unitRowSchema(categories);
  const problems: ImportProblem[] = [];
  let problemCount = 0;
  const reportIn = (file: ImportProblem['file']) => (row: number, message: string) => {
    problemCount += 1;
    if (problems.length < maximumReportedProblems) problems.push({ file, row, message });
  };
  const report = reportIn('units');
  const failed = { imported: false, inserted: 0, updated: 0, carriers: 0 } as const;

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
    const hasCarriers = options.carriers !== undefined;
    if (options.carriers) {
      await stageCarrierRows(
        transaction,
        options.carriers,
        reportIn('carriers'),
        () => problemCount > 0,
      );
    }

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
    if (problemCount === 0 && hasCarriers) {
      await checkStagedCarriers(transaction, {
        supplierId: options.supplierId,
        reportUnit: report,
        reportCarrier: reportIn('carriers'),
        limit: maximumReportedProblems,
      });
    }
    if (problemCount > 0) return { ...failed, rows: rowCount, problems, problemCount };

    options.onProgress?.({ phase: 'saving', rows: rowCount });
    // Without statistics the planner guesses the staged rows and may scan all the supplier's
    // units to join them; with them, a small import looks its units up by index.
    await sql`analyze import_staging`.execute(transaction);
    // A file row is the unit's whole state: every field group, applied whatever it replaces.
    const written = await writeUnitChanges(
      transaction,
      sql`select ${options.supplierId}::uuid as supplier_id, staged.serial_number,
          false as guarded,
          true as has_received, staged.category, staged.manufacturer, staged.model,
          staged.weight_kg, staged.job_number, ${asTimestamp('staged.created_at')} as created_at,
          true as has_graded, staged.grade, ${asTimestamp('staged.graded_date')} as graded_date,
          true as has_sanitised, staged.sanitisation_method, staged.erasure_standard,
          staged.sanitisation_result, null::timestamptz as sanitised_at,
          true as has_completed, staged.outcome,
          ${asTimestamp('staged.completed_date')} as completed_date, staged.downstream_recycler
        from import_staging staged`,
    );
    const carriers = hasCarriers ? await saveStagedCarriers(transaction, options.supplierId) : 0;
    options.onProgress?.({ phase: 'summarising', rows: rowCount });
    const { inserted, updated } = written;
    return { imported: true, rows: rowCount, inserted, updated, carriers, problems, problemCount };
  });
}
