import { besideModule, defineModule } from '../../platform/module.js';
import { consoleJobExportRoutes } from './console-export-routes.js';
import { consoleAttachmentRoutes } from './console-attachment-routes.js';
import { consoleJobDetailsResolvers } from './console-job-details-resolvers.js';
import { consoleJobRecordResolvers } from './console-job-record-resolvers.js';
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
    besideModule(import.meta.url, 'console-job-details.graphql'),
  ],
  resolvers: [
    jobsResolvers,
    consoleJobsResolvers,
    consoleJobRecordResolvers,
    consoleJobDetailsResolvers,
  ],
  apiTokenAccess: {
    get_assignment_defaults: 'read',
    get_jobs: 'read',
    get_job: 'read',
    get_job_units: 'read',
    order_assignment: 'order',
    console_jobs: 'denied',
    console_job: 'denied',
    console_advance_job: 'denied',
    console_job_seals: 'denied',
    console_record_job_seals: 'denied',
    console_link_job_units: 'denied',
  },
  routes: [
    ...attachmentRoutes,
    ...jobListExportRoutes,
    ...consoleJobExportRoutes,
    ...consoleAttachmentRoutes,
    ...providerJobRoutes,
  ],
  tasks: [purgeUnattachedAttachmentsTask],
  schedules: [`45 * * * * ${purgeUnattachedAttachmentsTask.name}`],
  seedDemo: ({ database, country }) => seedDemoJobs(database, country),
});
