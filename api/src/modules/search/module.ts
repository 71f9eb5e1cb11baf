import { besideModule, defineModule } from '../../platform/module.js';
import { searchResolvers } from './resolvers.js';

export const searchModule = defineModule({
  name: 'search',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [searchResolvers],
  apiTokenAccess: {
    search_portal: 'read',
  },
});
