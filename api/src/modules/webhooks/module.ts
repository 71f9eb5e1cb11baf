import { besideModule, defineModule } from '../../platform/module.js';
import { webhooksResolvers } from './resolvers.js';
import { webhookDeliveryExportRoutes } from './export-routes.js';
import { deliverWebhookTask } from './deliver-webhook-task.js';
import { flushUnitCompletionsTask } from './flush-unit-completions-task.js';

export const webhooksModule = defineModule({
  name: 'webhooks',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [webhooksResolvers],
  routes: [...webhookDeliveryExportRoutes],
  tasks: [deliverWebhookTask, flushUnitCompletionsTask],
});
