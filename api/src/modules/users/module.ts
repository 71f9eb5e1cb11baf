import { besideModule, defineModule } from '../../platform/module.js';
import { usersResolvers } from './resolvers.js';

export const usersModule = defineModule({
  name: 'users',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [usersResolvers],
  apiTokenAccess: {
    get_user: 'denied',
  },
});
