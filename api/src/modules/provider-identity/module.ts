import { besideModule, defineModule } from '../../platform/module.js';
import { providerIdentityImageRoutes } from './image-routes.js';
import { providerIdentityResolvers } from './resolvers.js';

/** The provider's console: the provider's legal identity on this country's documents. */
export const providerIdentityModule = defineModule({
  name: 'provider-identity',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [providerIdentityResolvers],
  routes: providerIdentityImageRoutes,
  apiTokenAccess: {
    console_provider_identity: 'denied',
    console_save_provider_identity: 'denied',
    console_remove_provider_identity_image: 'denied',
  },
});
