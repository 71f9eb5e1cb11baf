import { besideModule, defineModule } from '../../platform/module.js';
import { authResolvers } from './resolvers.js';

export const authModule = defineModule({
  name: 'auth',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [authResolvers],
});
