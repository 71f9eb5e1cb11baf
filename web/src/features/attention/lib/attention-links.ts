import type {
  AttentionKind,
  GetAttentionItemsQuery,
} from '../../../shared/graphql/generated/graphql';
import { paths } from '../../../shared/routing/paths';

export type AttentionItem = GetAttentionItemsQuery['get_attention_items']['items'][number];

/** Where an item is resolved: the page that shows it, opened on it where the page can. */
export function attentionLinkOf(item: AttentionItem): string {
  switch (item.kind) {
    case 'UPCOMING_JOB':
    case 'JOB_MISSING_ASSETS':
      return paths.service(item.target_id);
    case 'REPORT_READY':
      return paths.reportsOverview;
    case 'EVIDENCE_PACK_READY':
      return paths.evidencePacks;
    case 'SETTLEMENT_UNPAID':
      return `${paths.settlements('unpaid')}?open=${encodeURIComponent(item.target_id)}`;
    case 'SETTLEMENT_PUBLISHED':
      return `${paths.settlements(item.settlement_period_type ?? 'monthly')}?open=${encodeURIComponent(item.target_id)}`;
    case 'API_TOKEN_EXPIRING':
      return paths.accountApi;
    case 'WEBHOOK_FAILING':
      return paths.accountWebhooks;
    case 'UNITS_ON_HOLD':
      return paths.unitHolds;
  }
}

/** The list beyond the five items of a kind the panel shows, and its name's key. */
export const attentionPlaceOf: Record<AttentionKind, { to: string; placeKey: string }> = {
  UPCOMING_JOB: { to: paths.services, placeKey: 'attention.places.jobs' },
  JOB_MISSING_ASSETS: { to: paths.services, placeKey: 'attention.places.jobs' },
  REPORT_READY: { to: paths.reportsOverview, placeKey: 'attention.places.reports' },
  EVIDENCE_PACK_READY: { to: paths.evidencePacks, placeKey: 'attention.places.evidencePacks' },
  SETTLEMENT_UNPAID: {
    to: paths.settlements('unpaid'),
    placeKey: 'attention.places.unpaidSettlements',
  },
  SETTLEMENT_PUBLISHED: {
    to: paths.settlements('monthly'),
    placeKey: 'attention.places.settlements',
  },
  API_TOKEN_EXPIRING: { to: paths.accountApi, placeKey: 'attention.places.apiTokens' },
  WEBHOOK_FAILING: { to: paths.accountWebhooks, placeKey: 'pages.account.tabs.webhooks' },
  UNITS_ON_HOLD: { to: paths.unitHolds, placeKey: 'attention.places.unitHolds' },
};
