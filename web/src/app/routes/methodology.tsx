import { MethodologyPage } from '../../features/sustainability/components/methodology-page';

/** Public: the published method behind the CO2 figures (linked from the dashboard and reports). */
export default function MethodologyRoute() {
  return <MethodologyPage />;
}
