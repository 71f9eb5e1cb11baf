import { besideModule, defineModule } from '../../platform/module.js';
import { sustainabilityResolvers } from './resolvers.js';
import { co2FactorRoutes } from './routes.js';
import { co2EquivalentRoutes } from './equivalent-routes.js';

export const sustainabilityModule = defineModule({
  name: 'sustainability',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [sustainabilityResolvers],
  apiTokenAccess: {
    get_co2_method_versions: 'read',
  },
  routes: [...co2FactorRoutes, ...co2EquivalentRoutes],
});
