import { besideModule, defineModule } from '../../platform/module.js';
import { supplierUsersResolvers } from './resolvers.js';
import { supplierUserListExportRoutes } from './supplier-user-export-routes.js';

export const supplierUsersModule = defineModule({
  name: 'supplier-users',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [supplierUsersResolvers],
  apiTokenAccess: {
    get_supplier_users: 'denied',
    get_supplier_invitation_defaults: 'denied',
    get_supplier_user_page: 'denied',
    get_supplier_user_tokens: 'denied',
    invite_supplier_user: 'denied',
    resend_invitation: 'denied',
    deactivate_supplier_user: 'denied',
  },
  routes: [...supplierUserListExportRoutes],
});
