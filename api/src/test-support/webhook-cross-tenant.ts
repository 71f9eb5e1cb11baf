import { randomUUID } from 'node:crypto';
import { sealWebhookSecret } from '../modules/webhooks/stored-secrets.js';
import type { CrossTenantCase, Victim } from './cross-tenant-types.js';
import { victimGroupState } from './cross-tenant-state.js';

/** An endpoint of the victim's master account with one delivered event in its log. */
async function createVictimEndpoint(victim: Victim): Promise<{ id: string; deliveryId: string }> {
  const endpointId = randomUUID();
  const endpoint = await victim.database
    .insertInto('webhook_endpoints')
    .values({
      id: endpointId,
      supplier_id: victim.masterId,
      url: 'https://93.184.215.14/victim-hooks',
      event_types: ['report.ready'],
      secret: sealWebhookSecret(
        victim.server.config.secretEncryption.keyring,
        endpointId,
        'secret',
        'whsec_dmljdGltLXNlY3JldC12aWN0aW0tc2VjcmV0LXZpY3Q=',
      ),
      created_by: victim.adminUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const eventId = `msg_${randomUUID().replaceAll('-', '')}`;
  await victim.database
    .insertInto('webhook_events')
    .values({
      id: eventId,
      supplier_id: victim.masterId,
      type: 'report.ready',
      payload: JSON.stringify({
        type: 'report.ready',
        timestamp: new Date().toISOString(),
        data: {},
      }),
    })
    .execute();
  const delivery = await victim.database
    .insertInto('webhook_deliveries')
    .values({ event_id: eventId, endpoint_id: endpoint.id, status: 'delivered', attempts: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: endpoint.id, deliveryId: delivery.id };
}

/** The victim's group as victimGroupState sees it, with its endpoints (secrets included) and log. */
async function victimWebhookState(victim: Victim): Promise<Record<string, unknown[]>> {
  const supplierIds = [victim.masterId, victim.subSupplierId];
  return {
    ...(await victimGroupState(victim)),
    webhookEndpoints: await victim.database
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('supplier_id', 'in', supplierIds)
      .orderBy('id')
      .execute(),
    webhookDeliveries: await victim.database
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .selectAll('webhook_deliveries')
      .where('webhook_endpoints.supplier_id', 'in', supplierIds)
      .orderBy('webhook_deliveries.id')
      .execute(),
    webhookEvents: await victim.database
      .selectFrom('webhook_events')
      .selectAll()
      .where('supplier_id', 'in', supplierIds)
      .orderBy('id')
      .execute(),
  };
}

const byEndpoint = async (victim: Victim) => ({
  endpoint_id: (await createVictimEndpoint(victim)).id,
});

/** Webhook endpoints and deliveries asked for or changed by an outsider. */
export const webhookCrossTenantCases: Record<string, CrossTenantCase> = {
  'Query.get_webhook_delivery_page': {
    document: `query get_webhook_delivery_page($endpoint_id: ID!) {
      get_webhook_delivery_page(endpoint_id: $endpoint_id) { total deliveries { id } }
    }`,
    prepare: byEndpoint,
  },
  'Mutation.rotate_webhook_secret': {
    state: victimWebhookState,
    document: `mutation rotate_webhook_secret($endpoint_id: ID!) {
      rotate_webhook_secret(endpoint_id: $endpoint_id) { secret }
    }`,
    prepare: byEndpoint,
  },
  'Mutation.set_webhook_endpoint_enabled': {
    state: victimWebhookState,
    document: `mutation set_webhook_endpoint_enabled($endpoint_id: ID!) {
      set_webhook_endpoint_enabled(endpoint_id: $endpoint_id, enabled: false) { id }
    }`,
    prepare: byEndpoint,
  },
  'Mutation.delete_webhook_endpoint': {
    state: victimWebhookState,
    document: `mutation delete_webhook_endpoint($endpoint_id: ID!) {
      delete_webhook_endpoint(endpoint_id: $endpoint_id)
    }`,
    prepare: byEndpoint,
  },
  'Mutation.send_webhook_test_event': {
    state: victimWebhookState,
    document: `mutation send_webhook_test_event($endpoint_id: ID!) {
      send_webhook_test_event(endpoint_id: $endpoint_id)
    }`,
    prepare: byEndpoint,
  },
  'Mutation.redeliver_webhook': {
    state: victimWebhookState,
    document: `mutation redeliver_webhook($delivery_id: ID!) {
      redeliver_webhook(delivery_id: $delivery_id) { id }
    }`,
    prepare: async (victim) => ({ delivery_id: (await createVictimEndpoint(victim)).deliveryId }),
  },
};
