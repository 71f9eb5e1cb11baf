import { besideModule, defineModule } from '../../platform/module.js';
import { auditLogResolvers } from './resolvers.js';
import { auditLogExportRoutes } from './export-routes.js';
import { maintainAuditLogTask } from './retention-task.js';

export const auditLogModule = defineModule({
  name: 'audit-log',
  graphqlSchemaFiles: [besideModule(import.meta.url, 'schema.graphql')],
  resolvers: [auditLogResolvers],
  apiTokenAccess: {
    get_audit_log: 'denied',
    get_audit_log_actors: 'denied',
  },
  routes: [...auditLogExportRoutes],
  tasks: [maintainAuditLogTask],
  schedules: [`30 3 * * * ${maintainAuditLogTask.name}`],
});
