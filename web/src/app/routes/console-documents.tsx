import { ConsoleDocumentsPage } from '../../features/console/components/console-documents-page';

export default function ConsoleDocumentsRoute() {
  return <ConsoleDocumentsPage />;
}
