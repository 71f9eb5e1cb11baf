import { besideModule, defineModule } from '../../platform/module.js';
import { unitsResolvers } from './resolvers.js';
import { importUnitsResolvers } from './import/import-resolvers.js';
import { completedUnitsResolvers } from './completed-units-resolvers.js';
import { unitCustodyResolvers } from './custody/resolvers.js';
import { seedDemoHolds } from './demo-holds.js';
import { seedDemoValues } from './demo-values.js';
import { unitCustodyRoutes } from './custody/routes.js';
import { unitEventRoutes } from './events/routes.js';
import { unitSearchExportRoutes } from './unit-search-export-routes.js';

export const unitsModule = defineModule({
  name: 'units',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'completed-units.graphql'),
    besideModule(import.meta.url, 'custody/schema.graphql'),
  ],
  resolvers: [unitsResolvers, importUnitsResolvers, completedUnitsResolvers, unitCustodyResolvers],
  apiTokenAccess: {
    get_unit_summary: 'read',
    search_units: 'read',
    search_unit_page: 'read',
    get_material_outflows: 'read',
    get_unit_trend: 'read',
    import_units: 'denied',
    get_completed_units: 'read',
    get_unit: 'read',
  },
  routes: [...unitCustodyRoutes, ...unitEventRoutes, ...unitSearchExportRoutes],
  // Units on hold and their values: the demo units are in place (seeded before any module's
  // demo data).
  seedDemo: async ({ database, country }) => {
    await seedDemoHolds(database);
    await seedDemoValues(database, country);
  },
});
