import { besideModule, defineModule } from '../../platform/module.js';
import { microsoftSignInResolvers } from './resolvers.js';

export const microsoftSignInModule = defineModule({
  name: 'microsoft-sign-in',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [microsoftSignInResolvers],
});
