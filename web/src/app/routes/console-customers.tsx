import { ConsoleCustomersPage } from '../../features/console/components/console-customers-page';

export default function ConsoleCustomersRoute() {
  return <ConsoleCustomersPage />;
}
