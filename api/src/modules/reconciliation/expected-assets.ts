import { sql } from 'kysely';
import { maximumExpectedAssets, type RawExpectedAssetRow } from '@itad-portal/validation';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import type { Viewer } from '../auth/viewer-model.js';
import { getJob } from '../jobs/service.js';
import { mayChangeExpectedAssets } from './policy.js';
import { ExpectedAssetChecker, type LineRow, type RowProblem } from './expected-asset-rows.js';

/** A list with bad rows: nothing of it was stored; the problems say which lines and why. */
export class InvalidRowsError extends DomainError {
  constructor(
    readonly problems: RowProblem[],
    readonly problemCount: number,
  ) {
    super(
      'BAD_USER_INPUT',
      `${problemCount} row(s) of the list are not valid; nothing was stored.`,
    );
    this.name = 'InvalidRowsError';
  }
}

const insertBatchSize = 2_000;

type RawRows = AsyncIterable<{ line: number; raw: RawExpectedAssetRow }>;

/**
 * Checks every row, then stores the list in one transaction: all of it or, with any bad row,
 * none of it (InvalidRowsError). Rows go to a temporary table in batches as they are read, so a
 * list of 100,000 assets is never held whole. 'replace' makes the list exactly these assets
 * (a provider's resolution stays with a serial number that remains); 'append' adds to it and
 * updates the assets it names again.
 */
export async function storeExpectedAssets(
  database: Database,
  viewer: Viewer,
  jobId: string,
  rows: RawRows,
  mode: 'replace' | 'append',
): Promise<{ stored: number; total: number }> {
  const job = await getJob(database, viewer, jobId);
  return database.transaction().execute(async (transaction) => {
    // One change of a job's list at a time, and none once the job has completed.
    const locked = await transaction
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('id', '=', job.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!mayChangeExpectedAssets(locked)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        locked.kind === 'COLLECTION'
          ? 'Processing of this job has finished; its list of assets can no longer change.'
          : 'Only a pickup has a list of assets to hand over.',
      );
    }
    await sql`create temporary table incoming_expected_assets (
        serial_number text not null, asset_tag text, model text, line_number integer,
        device_id text, device_name text, holds_data boolean
      ) on commit drop`.execute(transaction);
    const checker = new ExpectedAssetChecker();
    let batch: LineRow[] = [];
    const flush = async () => {
      if (!batch.length) return;
      await sql`insert into incoming_expected_assets
        select * from unnest(
          ${batch.map((row) => row.serial_number)}::text[],
          ${batch.map((row) => row.asset_tag)}::text[],
          ${batch.map((row) => row.model)}::text[],
          ${batch.map((row) => row.line)}::integer[],
          ${batch.map((row) => row.device_id)}::text[],
          ${batch.map((row) => row.device_name)}::text[],
          ${batch.map((row) => row.holds_data)}::boolean[]
        )`.execute(transaction);
      batch = [];
    };
    for await (const { line, raw } of rows) {
      const row = checker.check(line, raw);
      // After the first problem the rest is only checked, to report every bad line.
      if (!row || checker.problemCount) continue;
      batch.push(row);
      if (batch.length >= insertBatchSize) await flush();
    }
    if (checker.problemCount) throw new InvalidRowsError(checker.problems, checker.problemCount);
    await flush();
    if (mode === 'replace') {
      await sql`delete from job_expected_assets e
        where e.job_id = ${job.id}
          and not exists (
            select 1 from incoming_expected_assets i
            where upper(i.serial_number) = upper(e.serial_number)
          )`.execute(transaction);
    }
    await sql`insert into job_expected_assets
        (supplier_id, job_id, serial_number, asset_tag, model, line_number,
         device_id, device_name, holds_data)
      select ${job.supplier_id}, ${job.id}, serial_number, asset_tag, model, line_number,
        device_id, device_name, holds_data
      from incoming_expected_assets
      on conflict (job_id, upper(serial_number)) do update set
        serial_number = excluded.serial_number,
        asset_tag = excluded.asset_tag,
        model = excluded.model,
        line_number = excluded.line_number,
        device_id = excluded.device_id,
        device_name = excluded.device_name,
        holds_data = excluded.holds_data`.execute(transaction);
    const { count } = await transaction
      .selectFrom('job_expected_assets')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    const total = Number(count);
    if (total > maximumExpectedAssets) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `A job's list holds at most ${maximumExpectedAssets} assets; with these it would hold ${total}.`,
      );
    }
    return { stored: checker.rowCount, total };
  });
}

/** Checks a list without storing it: what the order form shows before the job exists. */
export async function checkExpectedAssets(
  rows: RawRows,
): Promise<{ rowCount: number; problems: RowProblem[]; problemCount: number }> {
  const checker = new ExpectedAssetChecker();
  for await (const { line, raw } of rows) checker.check(line, raw);
  return {
    rowCount: checker.rowCount,
    problems: checker.problems,
    problemCount: checker.problemCount,
  };
}
