import { besideModule, defineModule } from '../../platform/module.js';
import { messengerResolvers } from './resolvers.js';

export const messengerModule = defineModule({
  name: 'messenger',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [messengerResolvers],
});
