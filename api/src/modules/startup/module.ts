import { besideModule, defineModule } from '../../platform/module.js';
import { startupResolvers } from './resolvers.js';

export const startupModule = defineModule({
  name: 'startup',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [startupResolvers],
  apiTokenAccess: {
    get_startup: 'denied',
  },
});
