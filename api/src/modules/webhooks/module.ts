import { besideModule, defineModule } from '../../platform/module.js';
import { webhooksResolvers } from './resolvers.js';
import { webhookDeliveryExportRoutes } from './export-routes.js';
import { deliverWebhookJob } from './deliver-webhook-job.js';
import { flushUnitCompletionsJob } from './flush-unit-completions-job.js';

export const webhooksModule = defineModule({
  name: 'webhooks',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [webhooksResolvers],
  routes: [...webhookDeliveryExportRoutes],
  tasks: [deliverWebhookJob, flushUnitCompletionsJob],
});
