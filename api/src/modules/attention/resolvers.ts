import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { getAttentionItems } from './service.js';

export const attentionResolvers: Resolvers = {
  Query: {
    get_attention_items: async (_parent, _arguments, context) =>
      getAttentionItems(context.database, await requireViewer(context)),
  },
  AttentionItem: {
    target_id: (item) => item.targetId,
    date: (item) => (item.date instanceof Date ? item.date.toISOString() : item.date),
    overdue_count: (item) => item.overdueCount,
    job_kind: (item) => item.jobKind,
    settlement_period_type: (item) => item.settlementPeriodType,
  },
};
