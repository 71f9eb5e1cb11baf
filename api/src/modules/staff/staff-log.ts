import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { containsPattern, pageOf } from '../../shared/lists/list-arguments.js';
import { businessTimeZone } from '../../shared/local-dates.js';

export interface StaffLogFilter {
  text?: string | undefined;
  action?: string | undefined;
  /** Local days (Europe/Oslo), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The entries the filter finds, newest first (ties by id): the one order the log has. */
function staffLogQuery(database: Database, filter: StaffLogFilter) {
  let query = database
    .selectFrom('staff_audit_events as entry')
    .leftJoin('suppliers', 'suppliers.id', 'entry.supplier_id')
    .select([
      'entry.id',
      'entry.occurred_at',
      'entry.staff_name',
      'entry.action',
      'entry.target_type',
      'entry.target_label',
      'entry.supplier_id',
      'suppliers.company as customer',
      'entry.ip_address',
      'entry.details',
    ]);
  if (filter.action) query = query.where('entry.action', '=', filter.action);
  if (filter.from) {
    query = query.where(
      'entry.occurred_at',
      '>=',
      sql<Date>`(${filter.from}::date)::timestamp at time zone ${businessTimeZone}`,
    );
  }
  if (filter.to) {
    query = query.where(
      'entry.occurred_at',
      '<',
      sql<Date>`(${filter.to}::date + 1)::timestamp at time zone ${businessTimeZone}`,
    );
  }
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('entry.staff_name', 'ilike', pattern),
        eb('entry.action', 'ilike', pattern),
        eb('entry.target_label', 'ilike', pattern),
        eb('suppliers.company', 'ilike', pattern),
      ]),
    );
  }
  return query.orderBy('entry.occurred_at', 'desc').orderBy('entry.id', 'desc');
}

export type StaffLogEntry = Awaited<
  ReturnType<ReturnType<typeof staffLogQuery>['executeTakeFirstOrThrow']>
>;

/**
 * A page of the staff log, newest first: read along its time index, so a page costs the same
 * however long the log is (the count reads the filtered entries).
 */
export async function pageStaffLog(
  database: Database,
  filter: StaffLogFilter,
  page: { page: number; pageSize: number },
) {
  return pageOf(database, staffLogQuery(database, filter), page);
}

/** The export's reader of the same log. */
export function staffLogReader(filter: StaffLogFilter) {
  return (source: Database, offset: number, limit: number): Promise<StaffLogEntry[]> =>
    staffLogQuery(source, filter).limit(limit).offset(offset).execute();
}
