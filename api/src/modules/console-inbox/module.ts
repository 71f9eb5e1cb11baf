import { besideModule, defineModule } from '../../platform/module.js';
import { consoleInboxExportRoutes } from './console-export-routes.js';
import { consoleInboxResolvers } from './console-resolvers.js';

/** The console's inbox: what waits for the provider's staff across every customer. */
export const consoleInboxModule = defineModule({
  name: 'console-inbox',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'console.graphql')],
  resolvers: [consoleInboxResolvers],
  routes: consoleInboxExportRoutes,
  apiTokenAccess: {
    console_inbox_summary: 'denied',
    console_failed_mails: 'denied',
    console_failing_webhook_endpoints: 'denied',
    console_retry_mail: 'denied',
  },
});
