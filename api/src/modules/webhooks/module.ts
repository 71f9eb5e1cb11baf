import { besideModule, defineModule } from '../../platform/module.js';
import { webhooksResolvers } from './resolvers.js';
import { webhookDeliveryExportRoutes } from './export-routes.js';
import { deliverWebhookTask } from './deliver-webhook-task.js';
import { flushUnitCompletionsTask } from './flush-unit-completions-task.js';

export const webhooksModule = defineModule({
  name: 'webhooks',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [webhooksResolvers],
  apiTokenAccess: {
    get_webhook_endpoints: 'denied',
    get_webhook_delivery_page: 'denied',
    create_webhook_endpoint: 'denied',
    rotate_webhook_secret: 'denied',
    set_webhook_endpoint_enabled: 'denied',
    delete_webhook_endpoint: 'denied',
    send_webhook_test_event: 'denied',
    redeliver_webhook: 'denied',
  },
  routes: [...webhookDeliveryExportRoutes],
  tasks: [deliverWebhookTask, flushUnitCompletionsTask],
});
