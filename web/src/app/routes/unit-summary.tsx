import { useAttentionItems } from '../../features/attention/api/get-attention-items';
import { AttentionPanel } from '../../features/attention/components/attention-panel';
import { UnitSummaryDashboard } from '../../features/units/summary/components/unit-summary-dashboard';

/** The environmental dashboard and default landing page (spec section 2). */
export default function UnitSummaryRoute() {
  // The same query as the panel's (one request): the dashboard's first load waits for it, so
  // the items do not push the figures down as they arrive.
  const attention = useAttentionItems();
  return <UnitSummaryDashboard top={<AttentionPanel />} topLoading={attention.isPending} />;
}
