import { besideModule, defineModule } from '../../platform/module.js';
import { jobsResolvers } from './resolvers.js';
import { attachmentRoutes } from './attachment-routes.js';
import { jobListExportRoutes } from './list-export-routes.js';
import { providerJobRoutes } from './provider-job-routes.js';
import { purgeUnattachedAttachmentsJob } from './purge-unattached-attachments-job.js';
import { seedDemoJobs } from './demo-seed.js';

export const jobsModule = defineModule({
  name: 'jobs',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [jobsResolvers],
  routes: [...attachmentRoutes, ...jobListExportRoutes, ...providerJobRoutes],
  tasks: [purgeUnattachedAttachmentsJob],
  schedules: [`45 * * * * ${purgeUnattachedAttachmentsJob.name}`],
  seedDemo: ({ database, country }) => seedDemoJobs(database, country),
});
