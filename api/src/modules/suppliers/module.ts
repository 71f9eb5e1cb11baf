import { besideModule, defineModule } from '../../platform/module.js';
import { consoleContactExportRoutes } from './console-contact-export-routes.js';
import { consoleContactResolvers } from './console-contact-resolvers.js';
import { suppliersResolvers } from './resolvers.js';

export const suppliersModule = defineModule({
  name: 'suppliers',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'console-contacts.graphql'),
  ],
  resolvers: [suppliersResolvers, consoleContactResolvers],
  apiTokenAccess: {
    get_suppliers: 'read',
    console_provider_contacts: 'denied',
    console_customer_contacts: 'denied',
    console_save_provider_contact: 'denied',
    console_assign_customer_contact: 'denied',
    console_unassign_customer_contact: 'denied',
  },
  routes: consoleContactExportRoutes,
});
