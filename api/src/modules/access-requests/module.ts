import { besideModule, defineModule } from '../../platform/module.js';
import { consoleAccessRequestExportRoutes } from './console-export-routes.js';
import { consoleAccessRequestsResolvers } from './console-resolvers.js';
import { seedDemoAccessRequests } from './demo-requests.js';
import { accessRequestsResolvers } from './resolvers.js';

export const accessRequestsModule = defineModule({
  name: 'access-requests',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'console.graphql'),
  ],
  resolvers: [accessRequestsResolvers, consoleAccessRequestsResolvers],
  apiTokenAccess: {
    request_access: 'denied',
    console_access_requests: 'denied',
    console_approve_access_request: 'denied',
    console_reject_access_request: 'denied',
  },
  routes: consoleAccessRequestExportRoutes,
  seedDemo: ({ database, country }) => seedDemoAccessRequests(database, country),
});
