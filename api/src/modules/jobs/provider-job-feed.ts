import { isUuid } from '../../shared/ids.js';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../../database/connections.js';
import type { DB } from '../../database/schema.generated.js';
import { notFound } from '../../shared/errors.js';
import {
  changeCursorOf,
  changePositionOf,
  cursorTimeOf,
} from '../../shared/lists/change-cursor.js';
import type { JobStatus } from './job-model.js';
import { isJobNamed } from './provider-actions.js';

/**
 * The jobs as the provider's own systems (route planning, the warehouse) read them: every
 * supplier's orders of the country, in the order they last changed, so a system that polls
 * with the cursor it was given last time gets each new order and each change once.
 */

export const providerJobPageSizes = { default: 100, maximum: 500 } as const;

export interface ProviderJobFilter {
  status?: JobStatus | undefined;
  /** A uuid: the route checks it. */
  supplierId?: string | undefined;
  /** Jobs changed at or after this time. */
  changedSince?: Date | undefined;
  /** The `next_cursor` of the previous page. */
  after?: string | undefined;
  limit: number;
}

/** A time inside JSON as the rest of the answer writes times: UTC, to the millisecond. */
function utcIso(column: RawBuilder<unknown>) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The job's fields, its storage units and where it stands, as one row (no query per job). */
function jobColumns(database: Database) {
  return database.selectFrom('jobs').select([
    'jobs.id',
    'jobs.job_number',
    'jobs.supplier_id',
    'jobs.kind',
    'jobs.status',
    'jobs.requested_date',
    'jobs.company_name',
    'jobs.address',
    'jobs.zip_code',
    'jobs.city',
    'jobs.country',
    'jobs.delivery_info',
    'jobs.case_reference',
    'jobs.equipment',
    'jobs.unresolved_missing_assets',
    'jobs.created_at',
    'jobs.updated_at',
    sql<{ first_name: string; last_name: string; email: string; phone: string }>`json_build_object(
        'first_name', jobs.contact_first_name, 'last_name', jobs.contact_last_name,
        'email', jobs.email, 'phone', jobs.phone)`.as('contact'),
    sql<{ name: string; email: string }>`json_build_object(
        'name', jobs.recipient_name, 'email', jobs.recipient_email)`.as('recipient'),
    sql<{ unit_type: string; quantity: number }[]>`(
        select coalesce(json_agg(json_build_object('unit_type', storage.unit_type,
          'quantity', storage.quantity) order by storage.unit_type), '[]')
        from job_storage_units storage where storage.job_id = jobs.id)`.as('storage_units'),
    // The processing holds of the job's units by state, in the page's own statement.
    sql<{ open: number; released: number; destroy_requested: number }>`(
        select json_build_object(
          'open', count(*) filter (where hold.state = 'open'),
          'released', count(*) filter (where hold.state = 'released'),
          'destroy_requested', count(*) filter (where hold.state = 'destroy_requested'))
        from unit_holds hold join processed_units unit on unit.id = hold.unit_id
        where hold.supplier_id = jobs.supplier_id and unit.job_number = jobs.job_number)`.as(
      'holds',
    ),
    cursorTimeOf('jobs.updated_at').as('changed_at'),
  ]);
}

/**
 * One page of jobs, oldest change first. `next_cursor` is where the page ended, also on the last
 * page (`has_more` false): a system that keeps it and asks again later gets only what changed
 * since. An empty page hands back the cursor it was given.
 */
export async function pageJobsForProvider(database: Database, filter: ProviderJobFilter) {
  const position = filter.after === undefined ? undefined : changePositionOf(filter.after, isUuid);
  const conditions = (eb: ExpressionBuilder<DB, 'jobs'>) => {
    const all: Expression<SqlBool>[] = [];
    if (filter.status) all.push(eb('jobs.status', '=', filter.status));
    if (filter.supplierId) all.push(eb('jobs.supplier_id', '=', filter.supplierId));
    if (filter.changedSince) all.push(eb('jobs.updated_at', '>=', filter.changedSince));
    if (position) {
      all.push(
        sql<SqlBool>`(jobs.updated_at, jobs.id) > (${position.changedAt}::timestamptz, ${position.id}::uuid)`,
      );
    }
    return eb.and(all);
  };
  const rows = await jobColumns(database)
    .where(conditions)
    .orderBy('jobs.updated_at')
    .orderBy('jobs.id')
    .limit(filter.limit + 1)
    .execute();
  const jobs = rows.slice(0, filter.limit);
  const last = jobs.at(-1);
  return {
    jobs: jobs.map(({ changed_at: _changedAt, ...job }) => job),
    has_more: rows.length > filter.limit,
    next_cursor: last
      ? changeCursorOf({ changedAt: last.changed_at, id: last.id })
      : (filter.after ?? null),
  };
}

/** One job by its number (J-2026-000123) or id, with its seals and status history. */
export async function jobForProvider(database: Database, numberOrId: string) {
  const job = await jobColumns(database)
    .select([
      sql<{ seal_number: string; recorded_at: string }[]>`(
        select coalesce(json_agg(json_build_object('seal_number', seal.seal_number,
          'recorded_at', ${utcIso(sql.ref('seal.recorded_at'))}) order by seal.seal_number), '[]')
        from job_seals seal where seal.job_id = jobs.id)`.as('seals'),
      sql<{ status: string; occurred_at: string }[]>`(
        select coalesce(json_agg(json_build_object('status', event.status,
          'occurred_at', ${utcIso(sql.ref('event.occurred_at'))})
          order by event.occurred_at, event.id), '[]')
        from job_status_events event where event.job_id = jobs.id)`.as('status_history'),
      sql<number>`(select count(*)::int from processed_units unit
        where unit.supplier_id = jobs.supplier_id and unit.job_number = jobs.job_number)`.as(
        'processed_units',
      ),
    ])
    .where(isJobNamed(numberOrId))
    .executeTakeFirst();
  if (!job) throw notFound();
  const { changed_at: _changedAt, ...rest } = job;
  return rest;
}
