import type { Database } from '../../database/connections.js';
import type { ListArguments } from '../../shared/lists/list-arguments.js';
import {
  pageWebhookDeliveries as pageDeliveries,
  type WebhookDeliveryFilter,
  type WebhookDeliverySort,
  type WebhookDelivery,
} from './delivery-list.js';
import { getWebhookEndpoint } from './endpoints.js';

/**
 * The webhooks module's door for the transport and for other modules: other modules record
 * their events with `recordWebhookEvent`, in the transaction of the change.
 */
export { recordWebhookEvent } from './record-event.js';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  setWebhookEndpointEnabled,
  type WebhookEndpoint,
} from './endpoints.js';
export { redeliverWebhook, type WebhookDelivery } from './delivery-list.js';
export { encryptPlainWebhookSecrets, reencryptWebhookSecrets } from './stored-secrets.js';

/** One endpoint's delivery log; NOT_FOUND unless the endpoint is the supplier's. */
export async function pageWebhookDeliveries(
  database: Database,
  supplierId: string,
  endpointId: string,
  filter: WebhookDeliveryFilter,
  list: ListArguments<WebhookDeliverySort>,
): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
  const endpoint = await getWebhookEndpoint(database, supplierId, endpointId);
  return pageDeliveries(database, supplierId, endpoint.id, filter, list);
}
