import { requireViewer, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { auditActions } from './audit-model.js';
import { auditActorsInput, auditListInput } from './inputs.js';
import { listAuditLog, listAuditLogActors } from './service.js';

const defaultPageSize = 50;

const settingsOf = (context: GraphQLContext) => ({
  retentionMonths: context.services.config.auditLogRetentionMonths,
});

export const auditLogResolvers: Resolvers = {
  Query: {
    get_audit_log: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { filter, page, page_size } = parseInput(auditListInput, input);
      const pageNumber = page ?? 1;
      const pageSize = page_size ?? defaultPageSize;
      const { entries, total } = await listAuditLog(context.database, viewer, settingsOf(context), {
        filter,
        page: pageNumber,
        pageSize,
      });
      return {
        entries: entries.map((entry) => ({
          id: entry.id,
          occurred_at: entry.occurred_at.toISOString(),
          supplier_id: entry.supplier_id,
          supplier_name: entry.supplier_name,
          actor: {
            type: entry.actor_type,
            id: entry.actor_id,
            name: entry.actor_name,
            email: entry.actor_email,
          },
          ip_address: entry.ip_address,
          user_agent: entry.user_agent,
          action: entry.action,
          target_type: entry.target_type,
          target_id: entry.target_id,
          target_label: entry.target_label,
          details: JSON.stringify(entry.details ?? {}),
        })),
        total,
        page: pageNumber,
        page_size: pageSize,
        actions: [...auditActions],
        retention_months: context.services.config.auditLogRetentionMonths,
      };
    },
    get_audit_log_actors: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { supplier_id } = parseInput(auditActorsInput, input);
      return listAuditLogActors(context.database, viewer, settingsOf(context), supplier_id);
    },
  },
};
