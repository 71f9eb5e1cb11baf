import { besideModule, defineModule } from '../../platform/module.js';
import { reportsResolvers } from './resolvers.js';
import { reportDownloadRoutes } from './download-routes.js';
import { certificateListExportRoutes } from './certificate-export-routes.js';
import { certificateZipRoutes } from './certificate-zip-route.js';
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
  apiTokenAccess: {
    get_reports: 'read',
    get_report: 'read',
    get_report_certificates: 'read',
    get_certificate_page: 'read',
    get_report_subscriptions: 'denied',
    get_report_page: 'read',
    get_report_subscription_page: 'denied',
    verify_certificate: 'read',
    order_report: 'order',
    retry_report: 'order',
    create_report_subscription: 'denied',
    delete_report_subscription: 'denied',
    take_over_report_subscription: 'denied',
  },
  routes: [
    ...reportDownloadRoutes,
    ...certificateListExportRoutes,
    ...certificateZipRoutes,
    ...reportListExportRoutes,
  ],
  tasks: [
    generateReportTask,
    orderRegularReportsTask,
    purgeExpiredReportFilesTask,
    requeueStaleReportsTask,
  ],
  schedules: reportsSchedules,
  seedDemo: ({ database, country }) => seedDemoReports(database, country),
});
