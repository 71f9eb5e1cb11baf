import { besideModule, defineModule } from '../../platform/module.js';
import { attentionResolvers } from './resolvers.js';

export const attentionModule = defineModule({
  name: 'attention',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [attentionResolvers],
  // A person's to-do list, not data for other systems (these have the lists and webhooks).
  apiTokenAccess: { get_attention_items: 'denied' },
});
