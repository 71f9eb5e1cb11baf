import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { listSettlements, netAmountOf } from './service.js';
import type { SettlementPeriodType, SettlementStatus } from './settlement-model.js';

export const settlementsResolvers: Resolvers = {
  Query: {
    get_settlements: async (_parent, { type }, context) => {
      const viewer = await requireViewer(context);
      const list = await listSettlements(context, viewer, type);
      return {
        settlements: list.settlements,
        currency: list.currency,
        totals: {
          count: list.totals.count,
          resale_value: list.totals.resaleValue,
          service_costs: list.totals.serviceCosts,
          net_amount: list.totals.netAmount,
        },
        csv_path: `/files/${context.country}/settlements.csv?type=${type}`,
      };
    },
  },
  Settlement: {
    period_type: (settlement) => settlement.period_type as SettlementPeriodType,
    status: (settlement) => settlement.status as SettlementStatus,
    status_changed_at: (settlement) => settlement.status_changed_at.toISOString(),
    net_amount: (settlement) => netAmountOf(settlement),
    document: (settlement, _arguments, context) =>
      settlement.document_file_name && settlement.document_size_bytes !== null
        ? {
            file_name: settlement.document_file_name,
            extension: 'PDF',
            size: Number(settlement.document_size_bytes),
            path: `/files/${context.country}/settlements/${settlement.id}/document`,
          }
        : null,
  },
  SettlementLine: {
    net_amount: (line) => netAmountOf(line),
  },
};
