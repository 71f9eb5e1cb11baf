import { besideModule, defineModule } from '../../platform/module.js';
import { unitHoldListExportRoutes } from './list-export-routes.js';
import { providerUnitHoldRoutes } from './provider-hold-routes.js';
import { unitHoldsResolvers } from './resolvers.js';

export const unitHoldsModule = defineModule({
  name: 'unit-holds',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [unitHoldsResolvers],
  apiTokenAccess: {
    get_unit_holds: 'read',
    // A customer's decision, like ordering: tokens that may order may answer.
    answer_unit_holds: 'order',
  },
  routes: [...unitHoldListExportRoutes, ...providerUnitHoldRoutes],
});
