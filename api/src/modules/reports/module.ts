import { besideModule, defineModule } from '../../platform/module.js';
import { reportsResolvers } from './resolvers.js';
import { reportDownloadRoutes } from './download-routes.js';
import { certificateListExportRoutes } from './certificate-export-routes.js';
import { reportListExportRoutes } from './report-list-export-routes.js';
import { generateReportTask } from './generate-report-task.js';
import {
  orderRegularReportsTask,
  purgeExpiredReportFilesTask,
  requeueStaleReportsTask,
  reportsSchedules,
} from './maintenance-tasks.js';
import { seedDemoReports } from './demo-seed.js';

export const reportsModule = defineModule({
  name: 'reports',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [reportsResolvers],
  routes: [...reportDownloadRoutes, ...certificateListExportRoutes, ...reportListExportRoutes],
  tasks: [
    generateReportTask,
    orderRegularReportsTask,
    purgeExpiredReportFilesTask,
    requeueStaleReportsTask,
  ],
  schedules: reportsSchedules,
  seedDemo: ({ database, country }) => seedDemoReports(database, country),
});
