import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { webhookDeliveryListReader, webhookDeliverySorting } from './delivery-list.js';
import { getWebhookEndpoint } from './endpoints.js';
import { webhookDeliveryExportQuery } from './inputs.js';
import { assertSupplierAdmin } from '../users/policy.js';

/**
 * An endpoint's delivery log as CSV or XLSX, exactly as its filter and order show it:
 * GET /files/{country}/exports/webhook-deliveries.{csv,xlsx}?endpoint_id=
 */
export const webhookDeliveryExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'webhook-deliveries',
    docs: { subject: "A webhook endpoint's deliveries", tag: 'Webhooks' },
    sheetName: 'webhooks.deliveries.title',
    query: webhookDeliveryExportQuery,
    prepare: async ({ scope, viewer, query, language }) => {
      const { supplierId } = assertSupplierAdmin(viewer);
      const { endpoint_id: endpointId, status, text, sort, direction } = query;
      const endpoint = await getWebhookEndpoint(scope.database, supplierId, endpointId);
      return webhookDeliveryListReader(
        supplierId,
        endpoint.id,
        { status, text },
        listOrderOf(webhookDeliverySorting, { sort, direction }, language),
      );
    },
    columns: (t) => [
      {
        header: t('webhooks.deliveries.columns.created'),
        value: (row) => row.created_at.toISOString(),
        kind: 'instant',
        width: 26,
      },
      { header: t('webhooks.deliveries.columns.event'), value: (row) => row.event_type, width: 26 },
      { header: t('webhooks.deliveries.columns.eventId'), value: (row) => row.event_id, width: 38 },
      {
        header: t('webhooks.deliveries.columns.status'),
        value: (row) => t(`webhooks.deliveries.status.${row.status}`),
      },
      {
        header: t('webhooks.deliveries.columns.responseStatus'),
        value: (row) => row.response_status,
      },
      { header: t('webhooks.deliveries.columns.attempts'), value: (row) => row.attempts },
      {
        header: t('webhooks.deliveries.columns.lastAttempt'),
        value: (row) => row.last_attempt_at?.toISOString() ?? null,
        kind: 'instant',
        width: 26,
      },
      { header: t('webhooks.deliveries.columns.error'), value: (row) => row.last_error, width: 40 },
    ],
  }),
];
