import { besideModule, defineModule } from '../../platform/module.js';
import { consoleEquivalentExportRoutes } from './console-equivalent-export-routes.js';
import { consoleEquivalentResolvers } from './console-equivalent-resolvers.js';
import { consoleFactorResolvers } from './console-factor-resolvers.js';
import { sustainabilityResolvers } from './resolvers.js';
import { consoleFactorExportRoutes } from './console-factor-export-routes.js';
import { co2FactorRoutes } from './routes.js';
import { co2EquivalentRoutes } from './equivalent-routes.js';

export const sustainabilityModule = defineModule({
  name: 'sustainability',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'console-factors.graphql'),
    besideModule(import.meta.url, 'console-equivalents.graphql'),
  ],
  resolvers: [sustainabilityResolvers, consoleFactorResolvers, consoleEquivalentResolvers],
  apiTokenAccess: {
    get_co2_method_versions: 'read',
    console_co2_factors: 'denied',
    console_add_co2_factor: 'denied',
    console_co2_equivalents: 'denied',
    console_add_co2_equivalent: 'denied',
  },
  routes: [
    ...co2FactorRoutes,
    ...co2EquivalentRoutes,
    ...consoleFactorExportRoutes,
    ...consoleEquivalentExportRoutes,
  ],
});
