import { besideModule, defineModule } from '../../platform/module.js';
import { scimResolvers } from './resolvers.js';
import { scimRouteDocumentation, scimRoutes } from './routes.js';

export const scimModule = defineModule({
  name: 'scim',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [scimResolvers],
  apiTokenAccess: {
    get_scim_provisioning: 'denied',
    create_scim_token: 'denied',
    revoke_scim_token: 'denied',
  },
  plugins: [scimRoutes],
  pluginRoutes: scimRouteDocumentation,
});
