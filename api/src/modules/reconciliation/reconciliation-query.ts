import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../database/connections.js';
import { escapeLike } from '../../shared/like-patterns.js';
import { outcomeOf } from '../unit-outcomes/service.js';
import type {
  ReconciliationCounts,
  ReconciliationQuery,
  ReconciliationRowModel,
  ReconciliationSortField,
} from './reconciliation-model.js';

/*
 * Every read goes through job_reconciliation(job_id) (migration 20261124170000), the one home of
 * the matching rule; here are only filters, order and paging. Callers have scoped the job to the
 * viewer's supplier (or are the provider).
 */

const sortColumns: Record<ReconciliationSortField, RawBuilder<unknown>> = {
  serial_number: sql`upper(r.serial_number)`,
  status: sql`r.status`,
  asset_tag: sql`r.asset_tag`,
  expected_model: sql`r.expected_model`,
  received_model: sql`r.received_model`,
  line_number: sql`r.line_number`,
  received_at: sql`r.received_at`,
};

function whereOf(query: Pick<ReconciliationQuery, 'status' | 'text'>): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (query.status) conditions.push(sql`r.status = ${query.status}`);
  const text = query.text?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(sql`(r.serial_number ilike ${pattern} or r.asset_tag ilike ${pattern}
      or r.device_id ilike ${pattern} or r.device_name ilike ${pattern}
      or r.expected_model ilike ${pattern} or r.received_model ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

function orderOf(sort: ReconciliationQuery['sort']): RawBuilder<unknown> {
  const direction = sort.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  // The serial number (unique per status) makes the order total, so pages never overlap.
  return sql`${sortColumns[sort.field]} ${direction}, upper(r.serial_number), r.status`;
}

const rowColumns = sql`r.serial_number, r.status, r.asset_tag, r.expected_model, r.line_number,
  r.received_manufacturer, r.received_model, r.received_at, r.resolution, r.resolution_note,
  r.resolved_at, r.device_id, r.device_name, r.holds_data`;

/**
 * The selected rows with the register's outcome of each received unit (null for an asset not
 * received), by the one mapping the register's outcome list uses. `rows` selects rowColumns and
 * r.unit_id (a page: only its rows are looked up), `extra` more of its columns.
 */
function withOutcomes<Row>(
  rows: RawBuilder<unknown>,
  sort: ReconciliationQuery['sort'],
  extra: RawBuilder<unknown> = sql``,
): RawBuilder<Row> {
  return sql<Row>`select ${rowColumns}, ${outcomeOf} as outcome ${extra}
    from (${rows}) r
    left join processed_units unit on unit.id = r.unit_id
    order by ${orderOf(sort)}`;
}

/**
 * Whether the customer attached a list of expected assets: without one the job is not
 * reconciled (every unit would otherwise read as unexpected).
 */
export async function hasExpectedAssetList(database: Database, jobId: string): Promise<boolean> {
  const row = await database
    .selectFrom('job_expected_assets')
    .select('id')
    .where('job_id', '=', jobId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function reconciliationCounts(
  database: Database,
  jobId: string,
): Promise<ReconciliationCounts> {
  const { rows } = await sql<Record<keyof ReconciliationCounts, string>>`
    select
      count(*) filter (where r.status <> 'unexpected') as expected,
      count(*) filter (where r.status <> 'missing') as received,
      count(*) filter (where r.status = 'matched') as matched,
      count(*) filter (where r.status = 'missing') as missing,
      count(*) filter (where r.status = 'missing' and r.resolution is null) as unresolved_missing,
      count(*) filter (where r.status = 'unexpected') as unexpected
    from job_reconciliation(${jobId}) r`.execute(database);
  const row = rows[0];
  return {
    expected: Number(row?.expected ?? 0),
    received: Number(row?.received ?? 0),
    matched: Number(row?.matched ?? 0),
    missing: Number(row?.missing ?? 0),
    unresolved_missing: Number(row?.unresolved_missing ?? 0),
    unexpected: Number(row?.unexpected ?? 0),
  };
}

/**
 * Each job's missing assets the provider has not resolved, in the order of the ids given: one
 * indexed read for a page of jobs, whatever the size of their lists.
 */
export async function unresolvedMissingCounts(
  database: Database,
  jobIds: readonly string[],
): Promise<number[]> {
  // Kept on the job by triggers (migration 20261127020000_job_missing_assets_count.sql).
  const rows = await database
    .selectFrom('jobs')
    .select(['id as job_id', 'unresolved_missing_assets as count'])
    .where('id', 'in', [...jobIds])
    .execute();
  const countOf = new Map(rows.map((row) => [row.job_id, Number(row.count)]));
  return jobIds.map((jobId) => countOf.get(jobId) ?? 0);
}

/** One page of the rows the query selects, and how many it selects in all. */
export async function reconciliationPage(
  database: Database,
  jobId: string,
  query: ReconciliationQuery,
  page: number,
  pageSize: number,
): Promise<{ rows: ReconciliationRowModel[]; total: number }> {
  const pageRows = sql`
    select ${rowColumns}, r.unit_id, count(*) over () as total
    from job_reconciliation(${jobId}) r
    where ${whereOf(query)}
    order by ${orderOf(query.sort)}
    limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const { rows } = await withOutcomes<ReconciliationRowModel & { total: string }>(
    pageRows,
    query.sort,
    sql`, r.total`,
  ).execute(database);
  if (rows.length || page === 1) {
    return {
      rows: rows.map(({ total: _total, ...row }) => row),
      total: Number(rows[0]?.total ?? 0),
    };
  }
  // Past the last page: still say how many there are.
  const { rows: counted } = await sql<{ total: string }>`
    select count(*) as total from job_reconciliation(${jobId}) r where ${whereOf(query)}`.execute(
    database,
  );
  return { rows: [], total: Number(counted[0]?.total ?? 0) };
}

const cursorBatchSize = 2_000;

/**
 * Every row the query selects, in its order, read through a cursor in one snapshot: the export
 * and the evidence pack hold one batch at a time, however long the list. Stopping the iteration
 * early ends the transaction.
 */
export async function* reconciliationRows(
  database: Database,
  jobId: string,
  query: ReconciliationQuery,
): AsyncGenerator<ReconciliationRowModel> {
  const transaction = await database
    .startTransaction()
    .setIsolationLevel('repeatable read')
    .execute();
  let finished = false;
  try {
    const selected = sql`select ${rowColumns}, r.unit_id from job_reconciliation(${jobId}) r
      where ${whereOf(query)}`;
    await sql`declare reconciliation_rows no scroll cursor for
      ${withOutcomes(selected, query.sort)}`.execute(transaction);
    for (;;) {
      const { rows } = await sql<ReconciliationRowModel>`fetch ${sql.raw(String(cursorBatchSize))}
        from reconciliation_rows`.execute(transaction);
      yield* rows;
      if (rows.length < cursorBatchSize) break;
    }
    await transaction.commit().execute();
    finished = true;
  } finally {
    if (!finished) await transaction.rollback().execute();
  }
}
