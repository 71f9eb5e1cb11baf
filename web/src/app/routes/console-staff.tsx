import { ConsoleStaffPage } from '../../features/console/components/console-staff-page';

export default function ConsoleStaffRoute() {
  return <ConsoleStaffPage />;
}
