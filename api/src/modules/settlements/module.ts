import { besideModule, defineModule } from '../../platform/module.js';
import { settlementsResolvers } from './resolvers.js';
import { settlementFileRoutes } from './routes.js';
import { settlementListExportRoutes } from './list-export-routes.js';
import { settlementLineListExportRoutes } from './settlement-line-export-routes.js';
import { seedDemoSettlements } from './demo-seed.js';

export const settlementsModule = defineModule({
  name: 'settlements',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [settlementsResolvers],
  apiTokenAccess: {
    get_settlements: 'read',
    get_settlement_lines: 'read',
    import_settlement: 'denied',
    set_settlement_status: 'denied',
  },
  routes: [
    ...settlementFileRoutes,
    ...settlementListExportRoutes,
    ...settlementLineListExportRoutes,
  ],
  seedDemo: ({ database, country, storage, provider }) =>
    seedDemoSettlements(database, country, storage, provider),
});
