import { AttentionPanel } from '../../features/attention/components/attention-panel';
import { UnitSummaryDashboard } from '../../features/units/summary/components/unit-summary-dashboard';

/** The environmental dashboard and default landing page (spec section 2). */
export default function UnitSummaryRoute() {
  return <UnitSummaryDashboard top={<AttentionPanel />} />;
}
