import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import {
  createWebhookEndpointInput,
  deliveryIdInput,
  endpointIdInput,
  setEnabledInput,
  webhookDeliveryFilterInput,
  webhookDeliveryListArguments,
} from './inputs.js';
import { assertSupplierAdmin } from '../users/policy.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  pageWebhookDeliveries,
  redeliverWebhook,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  setWebhookEndpointEnabled,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './service.js';
import { forReader } from '../../shared/lists/list-arguments.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function endpointView(endpoint: WebhookEndpoint) {
  return {
    ...endpoint,
    disabled_reason: endpoint.disabled_reason
      ? (endpoint.disabled_reason.toUpperCase() as 'ADMIN' | 'FAILING')
      : null,
    created_at: endpoint.created_at.toISOString(),
    previous_secret_expires_at: iso(endpoint.previous_secret_expires_at),
  };
}

function deliveryView(delivery: WebhookDelivery) {
  return {
    ...delivery,
    status: delivery.status.toUpperCase() as 'PENDING' | 'DELIVERED' | 'FAILED',
    created_at: delivery.created_at.toISOString(),
    last_attempt_at: iso(delivery.last_attempt_at),
    delivered_at: iso(delivery.delivered_at),
  };
}

export const webhooksResolvers: Resolvers = {
  Query: {
    get_webhook_endpoints: async (_parent, _arguments, context) => {
      const { supplierId } = assertSupplierAdmin(await requireViewer(context));
      return (await listWebhookEndpoints(context.database, supplierId)).map(endpointView);
    },
    get_webhook_delivery_page: async (_parent, { endpoint_id, filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertSupplierAdmin(viewer);
      const { endpoint_id: endpointId } = parseInput(endpointIdInput, { endpoint_id });
      const listArguments = forReader(
        parseInput(webhookDeliveryListArguments, list),
        viewer.user.language,
      );
      const parsedFilter = parseInput(webhookDeliveryFilterInput, filter);
      const page = await pageWebhookDeliveries(
        context.database,
        supplierId,
        endpointId,
        {
          text: parsedFilter.text,
          status: parsedFilter.status
            ? (parsedFilter.status.toLowerCase() as 'pending' | 'delivered' | 'failed')
            : null,
        },
        listArguments,
      );
      return {
        deliveries: page.deliveries.map(deliveryView),
        total: page.total,
        page: listArguments.page,
        page_size: listArguments.pageSize,
      };
    },
  },
  Mutation: {
    create_webhook_endpoint: async (_parent, { input }, context) => {
      const owner = assertSupplierAdmin(await requireViewer(context));
      const values = parseInput(createWebhookEndpointInput, input);
      const created = await createWebhookEndpoint(
        context.database,
        context.services.config.webhooks,
        context.services.config.secretEncryption.keyring,
        owner,
        values,
      );
      return { endpoint: endpointView(created.endpoint), secret: created.secret };
    },
    rotate_webhook_secret: async (_parent, input, context) => {
      const admin = assertSupplierAdmin(await requireViewer(context));
      const { endpoint_id } = parseInput(endpointIdInput, input);
      const rotated = await rotateWebhookSecret(
        context.database,
        context.services.config.secretEncryption.keyring,
        admin,
        endpoint_id,
      );
      return { endpoint: endpointView(rotated.endpoint), secret: rotated.secret };
    },
    set_webhook_endpoint_enabled: async (_parent, input, context) => {
      const admin = assertSupplierAdmin(await requireViewer(context));
      const { endpoint_id, enabled } = parseInput(setEnabledInput, input);
      return endpointView(
        await setWebhookEndpointEnabled(context.database, admin, endpoint_id, enabled),
      );
    },
    delete_webhook_endpoint: async (_parent, input, context) => {
      const admin = assertSupplierAdmin(await requireViewer(context));
      const { endpoint_id } = parseInput(endpointIdInput, input);
      return deleteWebhookEndpoint(context.database, admin, endpoint_id);
    },
    send_webhook_test_event: async (_parent, input, context) => {
      const { supplierId } = assertSupplierAdmin(await requireViewer(context));
      const { endpoint_id } = parseInput(endpointIdInput, input);
      return sendWebhookTestEvent(context.database, supplierId, endpoint_id);
    },
    redeliver_webhook: async (_parent, input, context) => {
      const { supplierId } = assertSupplierAdmin(await requireViewer(context));
      const { delivery_id } = parseInput(deliveryIdInput, input);
      return deliveryView(await redeliverWebhook(context.database, supplierId, delivery_id));
    },
  },
};
