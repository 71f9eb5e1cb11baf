import { besideModule, defineModule } from '../../platform/module.js';
import { verifyResolvers } from './resolvers.js';

export const verifyModule = defineModule({
  name: 'verify',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [verifyResolvers],
  apiTokenAccess: {
    verify_document: 'read',
  },
});
