import { besideModule, defineModule } from '../../platform/module.js';
import { apiTokensResolvers } from './resolvers.js';

export const apiTokensModule = defineModule({
  name: 'api-tokens',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [apiTokensResolvers],
});
