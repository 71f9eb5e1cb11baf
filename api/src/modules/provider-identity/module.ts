import { besideModule, defineModule } from '../../platform/module.js';
import { providerIdentityResolvers } from './resolvers.js';

/** The provider's console: the provider's legal identity on this country's documents. */
export const providerIdentityModule = defineModule({
  name: 'provider-identity',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [providerIdentityResolvers],
  apiTokenAccess: {
    console_provider_identity: 'denied',
    console_save_provider_identity: 'denied',
  },
});
