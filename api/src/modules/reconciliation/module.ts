import { besideModule, defineModule } from '../../platform/module.js';
import { reconciliationResolvers } from './resolvers.js';
import { reconciliationRoutes } from './routes.js';
import { reconciliationOutcomeTask } from './outcome-mail-task.js';

export const reconciliationModule = defineModule({
  name: 'reconciliation',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [reconciliationResolvers],
  apiTokenAccess: {
    get_job_reconciliation: 'read',
    set_job_expected_assets: 'denied',
  },
  routes: [...reconciliationRoutes],
  tasks: [reconciliationOutcomeTask],
});
