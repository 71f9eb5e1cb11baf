import { besideModule, defineModule } from '../../platform/module.js';
import { consoleCustomersResolvers } from './console-resolvers.js';

/** The provider's console: its customers, their settings and their users. */
export const customersModule = defineModule({
  name: 'customers',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'console.graphql')],
  resolvers: [consoleCustomersResolvers],
  apiTokenAccess: {
    console_customers: 'denied',
    console_customer: 'denied',
    console_customer_users: 'denied',
    console_invite_customer_user: 'denied',
    console_resend_customer_invitation: 'denied',
    console_deactivate_customer_user: 'denied',
    console_set_customer_can_upload: 'denied',
  },
});
