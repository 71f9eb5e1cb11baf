import { besideModule, defineModule } from '../../platform/module.js';
import { accountResolvers } from './resolvers.js';

export const accountModule = defineModule({
  name: 'account',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [accountResolvers],
  apiTokenAccess: {
    update_user_information: 'denied',
  },
});
