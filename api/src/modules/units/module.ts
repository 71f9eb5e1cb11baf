import { besideModule, defineModule } from '../../platform/module.js';
import { unitsResolvers } from './resolvers.js';
import { importUnitsResolvers } from './import/import-resolvers.js';
import { completedUnitsResolvers } from './completed-units-resolvers.js';
import { unitCustodyResolvers } from './custody/resolvers.js';
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
  routes: [...unitCustodyRoutes, ...unitEventRoutes, ...unitSearchExportRoutes],
});
