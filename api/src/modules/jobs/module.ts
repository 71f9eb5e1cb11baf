import { besideModule, defineModule } from '../../platform/module.js';
import { jobsResolvers } from './resolvers.js';
import { attachmentRoutes } from './attachment-routes.js';
import { jobListExportRoutes } from './list-export-routes.js';
import { providerJobRoutes } from './provider-job-routes.js';
import { purgeUnattachedAttachmentsTask } from './purge-unattached-attachments-task.js';
import { seedDemoJobs } from './demo-seed.js';

export const jobsModule = defineModule({
  name: 'jobs',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [jobsResolvers],
  apiTokenAccess: {
    get_assignment_defaults: 'read',
    get_jobs: 'read',
    get_job: 'read',
    get_job_units: 'read',
    order_assignment: 'order',
  },
  routes: [...attachmentRoutes, ...jobListExportRoutes, ...providerJobRoutes],
  tasks: [purgeUnattachedAttachmentsTask],
  schedules: [`45 * * * * ${purgeUnattachedAttachmentsTask.name}`],
  seedDemo: ({ database, country }) => seedDemoJobs(database, country),
});
