import { ConsoleStaffLogPage } from '../../features/console/components/console-staff-log-page';

export default function ConsoleStaffLogRoute() {
  return <ConsoleStaffLogPage />;
}
