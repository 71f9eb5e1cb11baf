import { besideModule, defineModule } from '../../platform/module.js';
import { contactResolvers } from './resolvers.js';

export const contactModule = defineModule({
  name: 'contact',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [contactResolvers],
  apiTokenAccess: {
    send_contact_message: 'denied',
  },
});
