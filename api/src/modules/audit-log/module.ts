import { besideModule, defineModule } from '../../platform/module.js';
import { auditLogResolvers } from './resolvers.js';
import { auditLogExportRoutes } from './export-routes.js';
import { maintainAuditLogJob } from './retention-job.js';

export const auditLogModule = defineModule({
  name: 'audit-log',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [auditLogResolvers],
  routes: [...auditLogExportRoutes],
  tasks: [maintainAuditLogJob],
  schedules: [`30 3 * * * ${maintainAuditLogJob.name}`],
});
