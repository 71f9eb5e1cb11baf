import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { enqueueTask } from '../../tasks/task-definition.js';
import { notFound } from '../../shared/errors.js';
import { consumeRateLimit } from '../../shared/rate-limit.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { deliverWebhookTask, deliveryJobKey } from './deliver-webhook-task.js';
import { manualSendLimit } from './policy.js';

export const webhookDeliverySorting = {
  sorts: ['created', 'event_type', 'status', 'response_status', 'attempts', 'last_attempt'],
  defaultSort: 'created',
  defaultDirection: 'DESC',
} as const satisfies ListSorting<string>;
export type WebhookDeliverySort = (typeof webhookDeliverySorting.sorts)[number];

const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
type WebhookDeliveryStatus = (typeof deliveryStatuses)[number];

const sortColumns = {
  created: sql`webhook_deliveries.created_at`,
  event_type: sql`webhook_events.type`,
  status: sql`webhook_deliveries.status`,
  response_status: sql`webhook_deliveries.response_status`,
  attempts: sql`webhook_deliveries.attempts`,
  last_attempt: sql`webhook_deliveries.last_attempt_at`,
};

export interface WebhookDeliveryFilter {
  status?: WebhookDeliveryStatus | null;
  /** Part of the event id or type. */
  text?: string | null;
}

export interface WebhookDelivery {
  id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
}

function toDelivery(row: Omit<WebhookDelivery, 'status'> & { status: string }): WebhookDelivery {
  const status = deliveryStatuses.find((value) => value === row.status) ?? 'pending';
  return { ...row, status };
}

/** The endpoint's deliveries, scoped to the supplier through the endpoint. */
function deliveryListQuery(
  database: Database,
  supplierId: string,
  endpointId: string,
  filter: WebhookDeliveryFilter,
  order: ListOrder<WebhookDeliverySort>,
) {
  let query = database
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.event_id',
      'webhook_events.type as event_type',
      'webhook_deliveries.status',
      'webhook_deliveries.attempts',
      'webhook_deliveries.response_status',
      'webhook_deliveries.last_error',
      'webhook_deliveries.created_at',
      'webhook_deliveries.last_attempt_at',
      'webhook_deliveries.delivered_at',
    ])
    .where('webhook_endpoints.supplier_id', '=', supplierId)
    .where('webhook_deliveries.endpoint_id', '=', endpointId);
  if (filter.status) query = query.where('webhook_deliveries.status', '=', filter.status);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('webhook_events.id', 'ilike', pattern),
        eb('webhook_events.type', 'ilike', pattern),
      ]),
    );
  }
  return query.$call(sortedBy(sortColumns, sql`webhook_deliveries.id`, order));
}

export async function pageWebhookDeliveries(
  database: Database,
  supplierId: string,
  endpointId: string,
  filter: WebhookDeliveryFilter,
  list: ListArguments<WebhookDeliverySort>,
): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
  const { rows, total } = await pageOf(
    database,
    deliveryListQuery(database, supplierId, endpointId, filter, list),
    list,
  );
  return { deliveries: rows.map(toDelivery), total };
}

/** The export's reader of the same list. */
export function webhookDeliveryListReader(
  supplierId: string,
  endpointId: string,
  filter: WebhookDeliveryFilter,
  order: ListOrder<WebhookDeliverySort>,
) {
  return async (source: Database, offset: number, limit: number): Promise<WebhookDelivery[]> =>
    (
      await deliveryListQuery(source, supplierId, endpointId, filter, order)
        .limit(limit)
        .offset(offset)
        .execute()
    ).map(toDelivery);
}

/**
 * Sends a delivery again (manual redelivery): the same event id and payload, newly signed. It
 * stays one row in the log; its job key keeps it to one job at a time.
 */
export async function redeliverWebhook(
  database: Database,
  supplierId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const owned = await database
    .selectFrom('webhook_deliveries')
    .select('endpoint_id')
    .where(sql<boolean>`webhook_deliveries.id::text = ${deliveryId}`)
    .where('endpoint_id', 'in', (eb) =>
      eb.selectFrom('webhook_endpoints').select('id').where('supplier_id', '=', supplierId),
    )
    .executeTakeFirst();
  if (!owned) throw notFound();
  await consumeRateLimit(database, manualSendLimit, owned.endpoint_id);
  return database.transaction().execute(async (transaction) => {
    const updated = await transaction
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', last_error: null })
      .where(sql<boolean>`webhook_deliveries.id::text = ${deliveryId}`)
      .where('endpoint_id', 'in', (eb) =>
        eb.selectFrom('webhook_endpoints').select('id').where('supplier_id', '=', supplierId),
      )
      .returning(['id', 'endpoint_id'])
      .executeTakeFirst();
    if (!updated) throw notFound();
    await enqueueTask(
      transaction,
      deliverWebhookTask,
      { delivery_id: updated.id },
      { jobKey: deliveryJobKey(updated.id) },
    );
    const [delivery] = (
      await deliveryListQuery(
        transaction,
        supplierId,
        updated.endpoint_id,
        {},
        // One row: no order to speak of.
        { sort: 'created', direction: 'DESC', language: 'en' },
      )
        .where('webhook_deliveries.id', '=', updated.id)
        .execute()
    ).map(toDelivery);
    if (!delivery) throw notFound();
    return delivery;
  });
}
