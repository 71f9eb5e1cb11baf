import { besideModule, defineModule } from '../../platform/module.js';
import { supplierUsersResolvers } from './resolvers.js';
import { supplierUserListExportRoutes } from './supplier-user-export-routes.js';

export const supplierUsersModule = defineModule({
  name: 'supplier-users',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [supplierUsersResolvers],
  routes: [...supplierUserListExportRoutes],
});
