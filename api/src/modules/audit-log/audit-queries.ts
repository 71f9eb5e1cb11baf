import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { businessTimeZone } from '../../shared/local-dates.js';
import type { AuditEntry } from './audit-model.js';

/** A list's filters, the scope already decided by the policy. */
export interface AuditFilter {
  /** The suppliers whose logs are shown (one, or a master account's group). */
  supplierIds: readonly string[];
  actorId?: string | null | undefined;
  action?: string | null | undefined;
  /** Local days (Europe/Oslo), inclusive. */
  from?: string | null | undefined;
  to?: string | null | undefined;
  /** Entries older than this many months are past retention and never shown. */
  retentionMonths: number;
}

function filteredEntries(database: Database, filter: AuditFilter) {
  let query = database
    .selectFrom('audit_log')
    .where('audit_log.supplier_id', 'in', filter.supplierIds)
    .where(
      'audit_log.occurred_at',
      '>=',
      sql<Date>`now() - make_interval(months => ${filter.retentionMonths})`,
    );
  if (filter.actorId) query = query.where('audit_log.actor_id', '=', filter.actorId);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.from) {
    query = query.where(
      'audit_log.occurred_at',
      '>=',
      sql<Date>`(${filter.from}::date)::timestamp at time zone ${businessTimeZone}`,
    );
  }
  if (filter.to) {
    query = query.where(
      'audit_log.occurred_at',
      '<',
      sql<Date>`(${filter.to}::date + 1)::timestamp at time zone ${businessTimeZone}`,
    );
  }
  return query;
}

function selectEntries(database: Database, filter: AuditFilter) {
  return filteredEntries(database, filter)
    .leftJoin('suppliers', 'suppliers.id', 'audit_log.supplier_id')
    .select([
      'audit_log.id',
      'audit_log.occurred_at',
      'audit_log.supplier_id',
      'suppliers.company as supplier_name',
      'audit_log.actor_type',
      'audit_log.actor_id',
      'audit_log.actor_name',
      'audit_log.actor_email',
      'audit_log.ip_address',
      'audit_log.user_agent',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.target_label',
      'audit_log.details',
    ])
    .orderBy('audit_log.occurred_at', 'desc')
    .orderBy('audit_log.id', 'desc');
}

/** One page of entries, newest first, and how many the filters match. */
export async function listAuditEntries(
  database: Database,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [entries, count] = await Promise.all([
    selectEntries(database, filter)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filteredEntries(database, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { entries, total: Number(count.count) };
}

/**
 * Every entry the filters match, newest first, fetched `batchSize` at a time by keyset (time,
 * id): memory stays flat and there is no row limit, however long the log.
 */
export async function* allAuditEntries(
  database: Database,
  filter: AuditFilter,
  batchSize = 1000,
): AsyncGenerator<AuditEntry> {
  let after: { occurredAt: Date; id: string } | undefined;
  for (;;) {
    let query = selectEntries(database, filter).limit(batchSize);
    if (after) {
      const { occurredAt, id } = after;
      query = query.where(
        sql<boolean>`(audit_log.occurred_at, audit_log.id) < (${occurredAt}::timestamptz, ${id}::uuid)`,
      );
    }
    const batch = await query.execute();
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { occurredAt: last.occurred_at, id: last.id };
  }
}

/** The people in the scope's log (for the person filter), by name. */
export async function listAuditActors(
  database: Database,
  filter: Pick<AuditFilter, 'supplierIds' | 'retentionMonths'>,
): Promise<{ id: string; name: string; email: string }[]> {
  const rows = await filteredEntries(database, filter)
    .where('audit_log.actor_id', 'is not', null)
    .select(['audit_log.actor_id', 'audit_log.actor_name', 'audit_log.actor_email'])
    .distinctOn('audit_log.actor_id')
    .orderBy('audit_log.actor_id')
    .orderBy('audit_log.occurred_at', 'desc')
    .limit(1000)
    .execute();
  return rows
    .map((row) => ({ id: row.actor_id ?? '', name: row.actor_name, email: row.actor_email }))
    .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
}
