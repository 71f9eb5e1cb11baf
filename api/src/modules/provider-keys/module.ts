import { besideModule, defineModule } from '../../platform/module.js';
import { providerKeyExportRoutes } from './export-routes.js';
import { providerKeyResolvers } from './resolvers.js';

/** The provider's console: the keys of the provider's own systems for the provider API. */
export const providerKeysModule = defineModule({
  name: 'provider-keys',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [providerKeyResolvers],
  routes: providerKeyExportRoutes,
  apiTokenAccess: {
    console_provider_keys: 'denied',
    console_create_provider_key: 'denied',
    console_revoke_provider_key: 'denied',
  },
});
