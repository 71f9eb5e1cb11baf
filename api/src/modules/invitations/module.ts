import { besideModule, defineModule } from '../../platform/module.js';
import { invitationsResolvers } from './resolvers.js';

export const invitationsModule = defineModule({
  name: 'invitations',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [invitationsResolvers],
  apiTokenAccess: {
    invite_code_validation: 'denied',
    register_invited_user: 'denied',
  },
});
