import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../shared/components/page-header';

// A single job, built by its own issue; until then the page shows its header.
export default function ServiceRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PageHeader title={t('pages.service.title', { id })} />;
}
