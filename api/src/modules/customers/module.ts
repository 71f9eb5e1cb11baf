import { besideModule, defineModule } from '../../platform/module.js';
import { consoleAgreementRoutes } from './agreement-routes.js';
import { consoleCustomerExportRoutes } from './console-export-routes.js';
import { consoleLogoRoutes } from './logo-routes.js';
import { consoleCustomersResolvers } from './console-resolvers.js';
import { consoleCustomerCreationResolvers } from './customer-creation-resolvers.js';
import { consoleCustomerViewResolvers } from './customer-view-resolvers.js';
import { consoleCustomerSettingResolvers } from './customer-setting-resolvers.js';

/** The provider's console: its customers, their settings, users and agreements. */
export const customersModule = defineModule({
  name: 'customers',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'console.graphql'),
    besideModule(import.meta.url, 'console-agreements.graphql'),
    besideModule(import.meta.url, 'customer-view.graphql'),
    besideModule(import.meta.url, 'shipment-items.graphql'),
    besideModule(import.meta.url, 'logo.graphql'),
  ],
  resolvers: [
    consoleCustomersResolvers,
    consoleCustomerViewResolvers,
    consoleCustomerSettingResolvers,
    consoleCustomerCreationResolvers,
  ],
  routes: [...consoleAgreementRoutes, ...consoleLogoRoutes, ...consoleCustomerExportRoutes],
  apiTokenAccess: {
    console_customers: 'denied',
    console_customer: 'denied',
    console_customer_users: 'denied',
    console_customer_agreements: 'denied',
    console_create_customer: 'denied',
    console_invite_customer_user: 'denied',
    console_resend_customer_invitation: 'denied',
    console_deactivate_customer_user: 'denied',
    console_set_customer_can_upload: 'denied',
    console_set_customer_report_access_default: 'denied',
    console_view_as_customer: 'denied',
    console_customer_shipment_items: 'denied',
    console_set_customer_shipment_items: 'denied',
    console_customer_logo: 'denied',
    console_remove_customer_logo: 'denied',
  },
});
