import { besideModule, defineModule } from '../../platform/module.js';
import { consoleFactorResolvers } from './console-factor-resolvers.js';
import { sustainabilityResolvers } from './resolvers.js';
import { co2FactorRoutes } from './routes.js';
import { co2EquivalentRoutes } from './equivalent-routes.js';

export const sustainabilityModule = defineModule({
  name: 'sustainability',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'console-factors.graphql'),
  ],
  resolvers: [sustainabilityResolvers, consoleFactorResolvers],
  apiTokenAccess: {
    get_co2_method_versions: 'read',
    console_co2_factors: 'denied',
    console_add_co2_factor: 'denied',
  },
  routes: [...co2FactorRoutes, ...co2EquivalentRoutes],
});
