import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { webhookEventTypes, type WebhookEventKey } from './webhook-model.js';

export interface WebhookEventInput {
  /** The supplier the event is about; its master account's endpoints get it too. */
  supplierId: string;
  type: WebhookEventKey;
  /** Ids the customer can fetch more with over the API, and the changed fields. */
  data: Record<string, unknown>;
  /** When it happened; now by default. */
  occurredAt?: Date;
}

/**
 * Records an event in the outbox and queues one delivery per subscribed endpoint (the SQL
 * function record_webhook_event, which triggers use too). Call it with the transaction of the
 * change: the event, its deliveries and their jobs are committed with the change or not at all.
 * Answers the event id, or undefined when no endpoint wants the event (then nothing is stored).
 */
export async function recordWebhookEvent(
  transaction: Database,
  event: WebhookEventInput,
): Promise<string | undefined> {
  const { rows } = await sql<{ id: string | null }>`select record_webhook_event(
      ${event.supplierId}::uuid,
      ${webhookEventTypes[event.type]},
      ${JSON.stringify(event.data)}::jsonb,
      ${event.occurredAt ?? new Date()}::timestamptz
    ) as id`.execute(transaction);
  return rows[0]?.id ?? undefined;
}

/** A `webhook.test` event to one endpoint, enabled or not, through the same delivery. */
export async function recordTestEvent(
  database: Database,
  endpoint: { supplierId: string; endpointId: string },
): Promise<string> {
  const data = {
    endpoint_id: endpoint.endpointId,
    message: 'A test event from the customer portal.',
  };
  const { rows } = await sql<{ id: string }>`select record_webhook_event(
      ${endpoint.supplierId}::uuid,
      'webhook.test',
      ${JSON.stringify(data)}::jsonb,
      now(),
      ${endpoint.endpointId}::uuid
    ) as id`.execute(database);
  const id = rows[0]?.id;
  if (!id) throw new Error('The test event was not recorded');
  return id;
}
