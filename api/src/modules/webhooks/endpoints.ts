import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { WebhookConfig } from '../../config.js';
import type { Database } from '../../database/connections.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { consumeRateLimit } from '../../shared/rate-limit.js';
import type { SecretKeyring } from '../../shared/secret-encryption.js';
import { recordAuditEvent } from '../audit-log/service.js';
import { checkWebhookUrl } from './endpoint-address.js';
import { manualSendLimit } from './policy.js';
import { recordTestEvent } from './record-event.js';
import { openWebhookSecret, sealWebhookSecret } from './stored-secrets.js';
import {
  eventKeyOf,
  newWebhookSecret,
  previousSecretOverlapHours,
  webhookEventTypes,
  type WebhookEventKey,
} from './webhook-model.js';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventKey[];
  enabled: boolean;
  disabled_reason: 'admin' | 'failing' | null;
  created_at: Date;
  previous_secret_expires_at: Date | null;
}

function endpointsOf(database: Database, supplierId: string) {
  return database
    .selectFrom('webhook_endpoints')
    .select([
      'id',
      'url',
      'description',
      'event_types',
      'enabled',
      'disabled_reason',
      'created_at',
      sql<Date | null>`case when previous_secret_expires_at > now()
        then previous_secret_expires_at end`.as('previous_secret_expires_at'),
    ])
    .where('supplier_id', '=', supplierId);
}

type EndpointRow = Awaited<ReturnType<ReturnType<typeof endpointsOf>['executeTakeFirstOrThrow']>>;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.event_types.flatMap((type) => eventKeyOf(type) ?? []),
    enabled: row.enabled,
    disabled_reason:
      row.disabled_reason === 'admin' || row.disabled_reason === 'failing'
        ? row.disabled_reason
        : null,
    created_at: row.created_at,
    previous_secret_expires_at: row.previous_secret_expires_at,
  };
}

/** The supplier's endpoints, newest first (a supplier has a handful; not paged). */
export async function listWebhookEndpoints(
  database: Database,
  supplierId: string,
): Promise<WebhookEndpoint[]> {
  const rows = await endpointsOf(database, supplierId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toEndpoint);
}

/** One of the supplier's endpoints; NOT_FOUND for anyone else's (or a malformed id). */
export async function getWebhookEndpoint(
  database: Database,
  supplierId: string,
  endpointId: string,
): Promise<WebhookEndpoint> {
  const row = await endpointsOf(database, supplierId)
    .where(sql<boolean>`id::text = ${endpointId}`)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toEndpoint(row);
}

/** At most this many endpoints per supplier: each event is sent to every one. */
const maximumEndpoints = 20;

export async function createWebhookEndpoint(
  database: Database,
  config: WebhookConfig,
  keyring: SecretKeyring,
  owner: { supplierId: string; userId: string },
  input: { url: string; description: string; events: WebhookEventKey[] },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const url = await checkWebhookUrl(input.url, config);
  const secret = newWebhookSecret();
  // Made here rather than by the database: the stored secret is bound to it.
  const endpointId = randomUUID();
  const id = await database.transaction().execute(async (transaction) => {
    // One admin's creations at a time per supplier, so the limit holds.
    await sql`select 1 from suppliers where id = ${owner.supplierId} for update`.execute(
      transaction,
    );
    const { count } = await transaction
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('supplier_id', '=', owner.supplierId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maximumEndpoints) {
      const message = `A supplier can have at most ${maximumEndpoints} webhook endpoints.`;
      throw new DomainError('BAD_USER_INPUT', message, { fields: [{ field: 'url', message }] });
    }
    const created = await transaction
      .insertInto('webhook_endpoints')
      .values({
        id: endpointId,
        supplier_id: owner.supplierId,
        url,
        description: input.description,
        event_types: input.events.map((key) => webhookEventTypes[key]),
        secret: sealWebhookSecret(keyring, endpointId, 'secret', secret),
        created_by: owner.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAuditEvent(transaction, {
      supplierId: owner.supplierId,
      actor: { type: 'user', userId: owner.userId },
      action: 'webhook_endpoint.created',
      target: { type: 'webhook_endpoint', id: created.id, label: url },
      details: { events: input.events.join(' ') },
    });
    return created.id;
  });
  return { endpoint: await getWebhookEndpoint(database, owner.supplierId, id), secret };
}

/** A new secret, shown once; the old one keeps signing beside it for a day. */
export async function rotateWebhookSecret(
  database: Database,
  keyring: SecretKeyring,
  actor: { supplierId: string; userId: string },
  endpointId: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const { supplierId } = actor;
  const endpoint = await getWebhookEndpoint(database, supplierId, endpointId);
  const secret = newWebhookSecret();
  await database.transaction().execute(async (transaction) => {
    // The current secret becomes the previous one: decrypted and sealed for its new column
    // (each value is bound to its column), under a row lock so rotations do not cross.
    const current = await transaction
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('id', '=', endpoint.id)
      .where('supplier_id', '=', supplierId)
      .forUpdate()
      .executeTakeFirst();
    // Deleted meanwhile.
    if (!current) throw notFound();
    const previous = openWebhookSecret(keyring, endpoint.id, 'secret', current.secret);
    await transaction
      .updateTable('webhook_endpoints')
      .set({
        previous_secret: sealWebhookSecret(keyring, endpoint.id, 'previous_secret', previous),
        previous_secret_expires_at: sql<Date>`now() + make_interval(hours => ${previousSecretOverlapHours})`,
        secret: sealWebhookSecret(keyring, endpoint.id, 'secret', secret),
      })
      .where('id', '=', endpointId)
      .where('supplier_id', '=', supplierId)
      .execute();
    await recordEndpointAudit(transaction, actor, endpoint, 'webhook_endpoint.secret_rotated');
  });
  return { endpoint: await getWebhookEndpoint(database, supplierId, endpointId), secret };
}

/** Enabling starts a new row of failures; disabling stops deliveries in progress. */
export async function setWebhookEndpointEnabled(
  database: Database,
  actor: { supplierId: string; userId: string },
  endpointId: string,
  enabled: boolean,
): Promise<WebhookEndpoint> {
  const { supplierId } = actor;
  const endpoint = await getWebhookEndpoint(database, supplierId, endpointId);
  await database.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('webhook_endpoints')
      .set({
        enabled,
        disabled_reason: enabled ? null : 'admin',
        consecutive_failed_events: 0,
      })
      .where('id', '=', endpointId)
      .where('supplier_id', '=', supplierId)
      .execute();
    await recordEndpointAudit(
      transaction,
      actor,
      endpoint,
      enabled ? 'webhook_endpoint.enabled' : 'webhook_endpoint.disabled',
    );
  });
  return getWebhookEndpoint(database, supplierId, endpointId);
}

/** Deletes the endpoint with its delivery log; queued deliveries find nothing and end. */
export async function deleteWebhookEndpoint(
  database: Database,
  actor: { supplierId: string; userId: string },
  endpointId: string,
): Promise<boolean> {
  const { supplierId } = actor;
  const endpoint = await getWebhookEndpoint(database, supplierId, endpointId);
  await database.transaction().execute(async (transaction) => {
    await transaction
      .deleteFrom('webhook_endpoints')
      .where('id', '=', endpointId)
      .where('supplier_id', '=', supplierId)
      .execute();
    await recordEndpointAudit(transaction, actor, endpoint, 'webhook_endpoint.deleted');
  });
  return true;
}

/** An admin's change of an endpoint, in the supplier's audit log with the endpoint's URL. */
function recordEndpointAudit(
  transaction: Database,
  actor: { supplierId: string; userId: string },
  endpoint: WebhookEndpoint,
  action:
    | 'webhook_endpoint.secret_rotated'
    | 'webhook_endpoint.enabled'
    | 'webhook_endpoint.disabled'
    | 'webhook_endpoint.deleted',
): Promise<void> {
  return recordAuditEvent(transaction, {
    supplierId: actor.supplierId,
    actor: { type: 'user', userId: actor.userId },
    action,
    target: { type: 'webhook_endpoint', id: endpoint.id, label: endpoint.url },
  });
}

/** A `webhook.test` event to this endpoint only, through the same delivery as every event. */
export async function sendWebhookTestEvent(
  database: Database,
  supplierId: string,
  endpointId: string,
): Promise<string> {
  const endpoint = await getWebhookEndpoint(database, supplierId, endpointId);
  await consumeRateLimit(database, manualSendLimit, endpoint.id);
  return recordTestEvent(database, { supplierId, endpointId: endpoint.id });
}
