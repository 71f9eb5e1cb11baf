import { besideModule, defineModule } from '../../platform/module.js';
import { reconciliationResolvers } from './resolvers.js';
import { reconciliationRoutes } from './routes.js';
import { reconciliationOutcomeTask } from './outcome-mail-task.js';
import { seedDemoRetirementLists } from './demo-retirement-lists.js';

export const reconciliationModule = defineModule({
  name: 'reconciliation',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [reconciliationResolvers],
  apiTokenAccess: {
    get_job_reconciliation: 'read',
    // Attaching a list changes a pickup, as ordering does (as the REST upload: read-and-order).
    set_job_expected_assets: 'order',
  },
  routes: [...reconciliationRoutes],
  tasks: [reconciliationOutcomeTask],
  // Retirement lists from each tool on the demo pickups still open (the demo jobs are in place).
  seedDemo: ({ database }) => seedDemoRetirementLists(database),
});
