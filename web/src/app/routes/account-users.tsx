import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/page-header';

// Built with the invitations; until then the page shows its header.
export default function AccountUsersRoute() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.accountUsers.title')} />;
}
