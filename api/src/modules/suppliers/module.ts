import { besideModule, defineModule } from '../../platform/module.js';
import { suppliersResolvers } from './resolvers.js';

export const suppliersModule = defineModule({
  name: 'suppliers',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [suppliersResolvers],
  apiTokenAccess: {
    get_suppliers: 'read',
  },
});
