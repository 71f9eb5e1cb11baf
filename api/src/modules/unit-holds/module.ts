import { besideModule, defineModule } from '../../platform/module.js';
import { consoleOpenHoldExportRoutes } from './console-export-routes.js';
import { unitHoldListExportRoutes } from './list-export-routes.js';
import { providerUnitHoldRoutes } from './provider-hold-routes.js';
import { consoleUnitHoldsResolvers } from './console-resolvers.js';
import { unitHoldsResolvers } from './resolvers.js';

export const unitHoldsModule = defineModule({
  name: 'unit-holds',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'console.graphql'),
  ],
  resolvers: [unitHoldsResolvers, consoleUnitHoldsResolvers],
  apiTokenAccess: {
    get_unit_holds: 'read',
    // A customer's decision, like ordering: tokens that may order may answer.
    answer_unit_holds: 'order',
    console_open_holds: 'denied',
  },
  routes: [...unitHoldListExportRoutes, ...consoleOpenHoldExportRoutes, ...providerUnitHoldRoutes],
});
