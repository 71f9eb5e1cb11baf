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

const failedMailSorts = ['created_at', 'recipient', 'attempts'] as const;
export type FailedMailSort = (typeof failedMailSorts)[number];

/** Newest first by default, as the list always was. */
export const failedMailSorting: ListSorting<FailedMailSort> = {
  sorts: failedMailSorts,
  defaultSort: 'created_at',
  defaultDirection: 'DESC',
};

const failingEndpointSorts = ['failures', 'customer', 'url'] as const;
export type FailingEndpointSort = (typeof failingEndpointSorts)[number];

/** Most failures first by default, as the list always was. */
export const failingEndpointSorting: ListSorting<FailingEndpointSort> = {
  sorts: failingEndpointSorts,
  defaultSort: 'failures',
  defaultDirection: 'DESC',
};

/** The inbox lists' text filter. */
export interface InboxListFilter {
  text?: string | undefined;
}

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

/** Unsent mails with an error the text finds (recipient or subject), in the list's order. */
function failedMailListQuery(
  database: Database,
  filter: InboxListFilter,
  order: ListOrder<FailedMailSort>,
) {
  let query = failedMails(database).select([
    'id',
    'recipient',
    'subject',
    'template',
    'language',
    'attempts',
    'last_error',
    'created_at',
  ]);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([eb('recipient', 'ilike', pattern), eb('subject', 'ilike', pattern)]),
    );
  }
  return sortedBy(
    {
      created_at: sql.ref('email_outbox.created_at'),
      recipient: textSort(sql.ref('email_outbox.recipient')),
      attempts: sql.ref('email_outbox.attempts'),
    },
    sql.ref('email_outbox.id'),
    order,
  )(query);
}

/** A page of the unsent mails with an error. */
export function pageFailedMails(
  database: Database,
  filter: InboxListFilter,
  list: ListArguments<FailedMailSort>,
) {
  return pageOf(database, failedMailListQuery(database, filter, list), list);
}

/** The export's reader of the same list. */
export function failedMailListReader(filter: InboxListFilter, order: ListOrder<FailedMailSort>) {
  return (source: Database, offset: number, limit: number) =>
    failedMailListQuery(source, filter, order).limit(limit).offset(offset).execute();
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

/** Failing webhook endpoints the text finds (customer or address), in the list's order. */
function failingEndpointListQuery(
  database: Database,
  filter: InboxListFilter,
  order: ListOrder<FailingEndpointSort>,
) {
  let query = failingEndpoints(database)
    .innerJoin('suppliers', 'suppliers.id', 'webhook_endpoints.supplier_id')
    .select([
      'webhook_endpoints.id',
      'webhook_endpoints.supplier_id',
      'suppliers.company as customer',
      'webhook_endpoints.url',
      'webhook_endpoints.enabled',
      'webhook_endpoints.consecutive_failed_events',
      'webhook_endpoints.disabled_reason',
    ]);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('suppliers.company', 'ilike', pattern),
        eb('webhook_endpoints.url', 'ilike', pattern),
      ]),
    );
  }
  return sortedBy(
    {
      failures: sql.ref('webhook_endpoints.consecutive_failed_events'),
      customer: textSort(sql.ref('suppliers.company')),
      // An address is no word: its characters' own order, whatever the reader's language.
      url: sql`webhook_endpoints.url collate "C"`,
    },
    sql.ref('webhook_endpoints.id'),
    order,
  )(query);
}

/** A page of the failing webhook endpoints with their customer. */
export function pageFailingEndpoints(
  database: Database,
  filter: InboxListFilter,
  list: ListArguments<FailingEndpointSort>,
) {
  return pageOf(database, failingEndpointListQuery(database, filter, list), list);
}

/** The export's reader of the same list. */
export function failingEndpointListReader(
  filter: InboxListFilter,
  order: ListOrder<FailingEndpointSort>,
) {
  return (source: Database, offset: number, limit: number) =>
    failingEndpointListQuery(source, filter, order).limit(limit).offset(offset).execute();
}
