import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/page-header';

// Built by its own issue; until then the page shows its header.
export default function AccountRoute() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.account.title')} />;
}
