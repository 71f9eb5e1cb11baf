import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { textSort } from '../../shared/lists/list-collation.js';
import { jobStatuses, type JobStatus } from './job-model.js';

const consoleJobSorts = [
  'requested_date',
  'job_number',
  'customer',
  'status',
  'created_at',
] as const;
export type ConsoleJobSort = (typeof consoleJobSorts)[number];

export const consoleJobSorting: ListSorting<ConsoleJobSort> = {
  sorts: consoleJobSorts,
  // The next pickups and deliveries first: what the day's work is.
  defaultSort: 'requested_date',
  defaultDirection: 'ASC',
};

export interface ConsoleJobFilter {
  statuses: JobStatus[];
  /** Job number, customer, place or recipient. */
  text?: string | undefined;
  /** The requested date, from and to (inclusive, YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
}

/** A job as the provider's jobs board shows it, whatever its customer. */
export interface ConsoleJob {
  id: string;
  job_number: string;
  kind: string;
  status: string;
  requested_date: string;
  created_at: Date;
  customer: string;
  city: string;
  recipient_name: string;
  unresolved_missing_assets: number;
}

function consoleJobQuery(database: Database) {
  return database
    .selectFrom('jobs')
    .innerJoin('suppliers', 'suppliers.id', 'jobs.supplier_id')
    .select([
      'jobs.id',
      'jobs.job_number',
      'jobs.kind',
      'jobs.status',
      'jobs.requested_date',
      'jobs.created_at',
      'suppliers.company as customer',
      'jobs.city',
      'jobs.recipient_name',
      'jobs.unresolved_missing_assets',
    ]);
}

/** Every customer's jobs of this country that the board's filters show, in its order. */
function consoleJobListQuery(
  database: Database,
  filter: ConsoleJobFilter,
  order: ListOrder<ConsoleJobSort>,
) {
  let query = consoleJobQuery(database);
  if (filter.statuses.length) query = query.where('jobs.status', 'in', filter.statuses);
  if (filter.from) query = query.where('jobs.requested_date', '>=', filter.from);
  if (filter.to) query = query.where('jobs.requested_date', '<=', filter.to);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('jobs.job_number', 'ilike', pattern),
        eb('suppliers.company', 'ilike', pattern),
        eb('jobs.city', 'ilike', pattern),
        eb('jobs.recipient_name', 'ilike', pattern),
      ]),
    );
  }
  return sortedBy(
    {
      requested_date: sql.ref('jobs.requested_date'),
      job_number: sql.ref('jobs.job_number'),
      customer: textSort(sql.ref('suppliers.company')),
      // In the order a job goes through them, not alphabetically.
      status: sql`array_position(${sql.val([...jobStatuses])}::text[], jobs.status)`,
      created_at: sql.ref('jobs.created_at'),
    },
    sql.ref('jobs.id'),
    order,
  )(query);
}

/** A page of every customer's jobs of this country, as the board's filters and order ask. */
export async function listConsoleJobs(
  database: Database,
  filter: ConsoleJobFilter,
  list: ListArguments<ConsoleJobSort>,
): Promise<{ items: ConsoleJob[]; total: number }> {
  const { rows, total } = await pageOf(database, consoleJobListQuery(database, filter, list), list);
  return { items: rows, total };
}

/** The export's reader of the same board. */
export function consoleJobListReader(filter: ConsoleJobFilter, order: ListOrder<ConsoleJobSort>) {
  return (source: Database, offset: number, limit: number): Promise<ConsoleJob[]> =>
    consoleJobListQuery(source, filter, order).limit(limit).offset(offset).execute();
}

/** One job as the board shows it; undefined for an unknown id. */
export async function findConsoleJob(
  database: Database,
  id: string,
): Promise<ConsoleJob | undefined> {
  return consoleJobQuery(database).where('jobs.id', '=', id).executeTakeFirst();
}
