import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/page-header';

// The dashboard is built by its own issue; until then the page shows its header.
export default function UnitSummaryRoute() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.unitSummary.title')} />;
}
