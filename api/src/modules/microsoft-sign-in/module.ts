import { besideModule, defineModule } from '../../platform/module.js';
import { microsoftSignInResolvers } from './resolvers.js';

export const microsoftSignInModule = defineModule({
  name: 'microsoft-sign-in',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [microsoftSignInResolvers],
  apiTokenAccess: {
    microsoft_sign_in_available: 'denied',
    get_microsoft_login_url: 'denied',
    auth_microsoft: 'denied',
    auth_microsoft_choose: 'denied',
  },
});
