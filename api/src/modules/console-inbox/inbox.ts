import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { pageOf } from '../../shared/lists/list-arguments.js';

/** Endpoints counted as failing: events in a row undelivered, or switched off for failing. */
function failingEndpoints(database: Database) {
  return database
    .selectFrom('webhook_endpoints')
    .where((eb) =>
      eb.or([eb('consecutive_failed_events', '>', 0), eb('disabled_reason', '=', 'failing')]),
    );
}

function failedMails(database: Database) {
  return database
    .selectFrom('email_outbox')
    .where('sent_at', 'is', null)
    .where('last_error', 'is not', null);
}

export interface InboxSummary {
  pending_access_requests: number;
  new_orders: number;
  open_holds: number;
  overdue_holds: number;
  failed_mails: number;
  failing_webhook_endpoints: number;
}

/**
 * The inbox's counts in one statement, each read through an index of what waits (pending
 * requests, ordered jobs, open holds, unsent mails), so the cost follows the work waiting and not
 * the country's history.
 */
export async function inboxSummary(database: Database): Promise<InboxSummary> {
  const count = sql<number>`count(*)::int`;
  const row = await database
    .selectNoFrom((eb) => [
      eb
        .selectFrom('access_requests')
        .select(count.as('count'))
        .where('status', '=', 'pending')
        .as('pending_access_requests'),
      eb
        .selectFrom('jobs')
        .select(count.as('count'))
        .where('status', '=', 'ORDERED')
        .as('new_orders'),
      eb
        .selectFrom('unit_holds')
        .select(count.as('count'))
        .where('state', '=', 'open')
        .as('open_holds'),
      eb
        .selectFrom('unit_holds')
        .select(count.as('count'))
        .where('state', '=', 'open')
        .where('respond_by', '<', sql<Date>`now()`)
        .as('overdue_holds'),
      failedMails(database).select(count.as('count')).as('failed_mails'),
      failingEndpoints(database).select(count.as('count')).as('failing_webhook_endpoints'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pending_access_requests: row.pending_access_requests ?? 0,
    new_orders: row.new_orders ?? 0,
    open_holds: row.open_holds ?? 0,
    overdue_holds: row.overdue_holds ?? 0,
    failed_mails: row.failed_mails ?? 0,
    failing_webhook_endpoints: row.failing_webhook_endpoints ?? 0,
  };
}

/** Unsent mails with an error, newest first. */
export function pageFailedMails(database: Database, page: { page: number; pageSize: number }) {
  return pageOf(
    database,
    failedMails(database)
      .select([
        'id',
        'recipient',
        'subject',
        'template',
        'language',
        'attempts',
        'last_error',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    page,
  );
}

/** One unsent mail, as the inbox lists it; undefined when there is none of that id. */
export function findUnsentMail(database: Database, id: string) {
  return database
    .selectFrom('email_outbox')
    .select([
      'id',
      'recipient',
      'subject',
      'template',
      'language',
      'attempts',
      'last_error',
      'created_at',
    ])
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
}

/** Failing webhook endpoints with their customer, most failures first. */
export function pageFailingEndpoints(database: Database, page: { page: number; pageSize: number }) {
  return pageOf(
    database,
    failingEndpoints(database)
      .innerJoin('suppliers', 'suppliers.id', 'webhook_endpoints.supplier_id')
      .select([
        'webhook_endpoints.id',
        'webhook_endpoints.supplier_id',
        'suppliers.company as customer',
        'webhook_endpoints.url',
        'webhook_endpoints.enabled',
        'webhook_endpoints.consecutive_failed_events',
        'webhook_endpoints.disabled_reason',
      ])
      .orderBy('webhook_endpoints.consecutive_failed_events', 'desc')
      .orderBy('webhook_endpoints.id'),
    page,
  );
}
