import { useTranslation } from 'react-i18next';
import { ApiTokensPage } from '../../features/api-tokens/components/api-tokens-page';
import { PageHeader } from '../../shared/components/page-header';
import { useAdminAccountTabs } from './account-tabs';

/**
 * /account/api: supplier admins manage API tokens and read the API reference.
 * AdminGuard (route-table.tsx) keeps everyone else out.
 */
export default function AccountApiRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  return (
    <>
      <PageHeader title={t('apiTokens.title')} tabs={adminTabs} />
      <ApiTokensPage />
    </>
  );
}
