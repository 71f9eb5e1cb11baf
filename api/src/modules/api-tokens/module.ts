import { besideModule, defineModule } from '../../platform/module.js';
import { announceExpiringTokensTask } from './announce-expiring-tokens-task.js';
import { apiTokensResolvers } from './resolvers.js';

export const apiTokensModule = defineModule({
  name: 'api-tokens',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [apiTokensResolvers],
  apiTokenAccess: {
    get_api_tokens: 'denied',
    create_api_token: 'denied',
    revoke_api_token: 'denied',
  },
  tasks: [announceExpiringTokensTask],
  schedules: [`20 * * * * ${announceExpiringTokensTask.name}`],
});
