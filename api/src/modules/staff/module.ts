import { besideModule, defineModule } from '../../platform/module.js';
import { seedDemoStaff } from './demo-staff.js';
import { staffResolvers } from './resolvers.js';
import { staffLogExportRoutes } from './staff-log-export-routes.js';
import { staffMemberExportRoutes } from './staff-member-export-routes.js';
import { staffLogResolvers } from './staff-log-resolvers.js';
import { staffManagementResolvers } from './staff-management-resolvers.js';

export const staffModule = defineModule({
  name: 'staff',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'console-log.graphql'),
    besideModule(import.meta.url, 'console-staff.graphql'),
    besideModule(import.meta.url, 'console-microsoft.graphql'),
  ],
  resolvers: [staffResolvers, staffLogResolvers, staffManagementResolvers],
  // The console is the provider's staff's alone: no organisation API token reaches it.
  apiTokenAccess: {
    console_me: 'denied',
    console_sign_in: 'denied',
    console_confirm_code: 'denied',
    console_sign_out: 'denied',
    console_microsoft_sign_in_available: 'denied',
    console_microsoft_login_url: 'denied',
    console_sign_in_microsoft: 'denied',
    console_staff_log: 'denied',
    console_staff_members: 'denied',
    console_add_staff_member: 'denied',
    console_reset_staff_member: 'denied',
    console_deactivate_staff_member: 'denied',
  },
  routes: [...staffLogExportRoutes, ...staffMemberExportRoutes],
  seedDemo: ({ database }) => seedDemoStaff(database),
});
