import { ConsoleFactorsPage } from '../../features/console/components/console-factors-page';

export default function ConsoleFactorsRoute() {
  return <ConsoleFactorsPage />;
}
