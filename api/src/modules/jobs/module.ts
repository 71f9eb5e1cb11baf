import { besideModule, defineModule } from '../../platform/module.js';
import { consoleJobsResolvers } from './console-resolvers.js';
import { jobsResolvers } from './resolvers.js';
import { attachmentRoutes } from './attachment-routes.js';
import { jobListExportRoutes } from './list-export-routes.js';
import { providerJobRoutes } from './provider-job-routes.js';
import { purgeUnattachedAttachmentsTask } from './purge-unattached-attachments-task.js';
import { seedDemoJobs } from './demo-seed.js';

export const jobsModule = defineModule({
  name: 'jobs',
  graphqlSchemaFiles: [
    besideModule(import.meta.url, 'schema.graphql'),
    besideModule(import.meta.url, 'console.graphql'),
  ],
  resolvers: [jobsResolvers, consoleJobsResolvers],
  apiTokenAccess: {
    get_assignment_defaults: 'read',
    get_jobs: 'read',
    get_job: 'read',
    get_job_units: 'read',
    order_assignment: 'order',
    console_jobs: 'denied',
    console_advance_job: 'denied',
  },
  routes: [...attachmentRoutes, ...jobListExportRoutes, ...providerJobRoutes],
  tasks: [purgeUnattachedAttachmentsTask],
  schedules: [`45 * * * * ${purgeUnattachedAttachmentsTask.name}`],
  seedDemo: ({ database, country }) => seedDemoJobs(database, country),
});
