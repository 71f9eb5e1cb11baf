import { besideModule, defineModule } from '../../platform/module.js';
import { seedDemoStaff } from './demo-staff.js';
import { staffResolvers } from './resolvers.js';

export const staffModule = defineModule({
  name: 'staff',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [staffResolvers],
  // The console is the provider's staff's alone: no organisation API token reaches it.
  apiTokenAccess: {
    console_me: 'denied',
    console_sign_in: 'denied',
    console_confirm_code: 'denied',
    console_sign_out: 'denied',
  },
  seedDemo: ({ database }) => seedDemoStaff(database),
});
