import { besideModule, defineModule } from '../../platform/module.js';
import { accessRequestsResolvers } from './resolvers.js';

export const accessRequestsModule = defineModule({
  name: 'access-requests',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [accessRequestsResolvers],
  apiTokenAccess: {
    request_access: 'denied',
  },
});
