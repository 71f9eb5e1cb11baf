import { ConsoleInboxPage } from '../../features/console/components/console-inbox-page';

export default function ConsoleInboxRoute() {
  return <ConsoleInboxPage />;
}
