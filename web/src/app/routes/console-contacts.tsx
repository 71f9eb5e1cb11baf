import { ConsoleContactsPage } from '../../features/console/components/console-contacts-page';

export default function ConsoleContactsRoute() {
  return <ConsoleContactsPage />;
}
