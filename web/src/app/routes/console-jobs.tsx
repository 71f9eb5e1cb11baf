import { ConsoleJobsPage } from '../../features/console/components/console-jobs-page';

export default function ConsoleJobsRoute() {
  return <ConsoleJobsPage />;
}
