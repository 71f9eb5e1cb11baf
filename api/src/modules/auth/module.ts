import { besideModule, defineModule } from '../../platform/module.js';
import { authResolvers } from './resolvers.js';

export const authModule = defineModule({
  name: 'auth',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [authResolvers],
  apiTokenAccess: {
    auth: 'denied',
    renew_token: 'denied',
    logout: 'denied',
    start_customer_view: 'denied',
    reset_code_validation: 'denied',
    reset_password: 'denied',
    update_password: 'denied',
    auth_swap: 'denied',
  },
});
