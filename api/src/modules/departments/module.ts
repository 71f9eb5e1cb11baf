import { besideModule, defineModule } from '../../platform/module.js';
import { departmentsResolvers } from './resolvers.js';
import { seedDemoAgreements } from './demo-seed.js';

export const departmentsModule = defineModule({
  name: 'departments',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [departmentsResolvers],
  apiTokenAccess: {
    get_departments: 'read',
  },
  seedDemo: ({ database, country, storage }) => seedDemoAgreements(database, country, storage),
});
