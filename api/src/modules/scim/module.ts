import { besideModule, defineModule } from '../../platform/module.js';
import { scimResolvers } from './resolvers.js';
import { scimRouteDocumentation, scimRoutes } from './routes.js';

export const scimModule = defineModule({
  name: 'scim',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [scimResolvers],
  plugins: [scimRoutes],
  pluginRoutes: scimRouteDocumentation,
});
