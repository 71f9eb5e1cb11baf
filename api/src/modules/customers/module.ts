import { besideModule, defineModule } from '../../platform/module.js';
import { consoleAgreementRoutes } from './agreement-routes.js';
import { consoleCustomersResolvers } from './console-resolvers.js';

/** The provider's console: its customers, their settings, users and agreements. */
export const customersModule = defineModule({
  name: 'customers',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'console.graphql'),
    besideModule(import.meta.url, 'console-agreements.graphql'),
  ],
  resolvers: [consoleCustomersResolvers],
  routes: consoleAgreementRoutes,
  apiTokenAccess: {
    console_customers: 'denied',
    console_customer: 'denied',
    console_customer_users: 'denied',
    console_customer_agreements: 'denied',
    console_invite_customer_user: 'denied',
    console_resend_customer_invitation: 'denied',
    console_deactivate_customer_user: 'denied',
    console_set_customer_can_upload: 'denied',
  },
});
