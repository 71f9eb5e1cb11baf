import { useTranslation } from 'react-i18next';
import { DocumentsPage } from '../../features/documents/components/documents-page';
import { PageHeader } from '../../shared/components/page-header';

/** /documents: the provider's documents for customers (spec sections 2 and 3). */
export default function DocumentsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.documents.title')} />
      <DocumentsPage />
    </>
  );
}
