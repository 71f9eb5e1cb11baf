import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiTokensPage } from '../../features/api-tokens/components/api-tokens-page';
import { decodeToken } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';
import { useAdminAccountTabs } from './account-tabs';

/** /account/api: supplier admins manage API tokens and read the API reference; others go to /account. */
export default function AccountApiRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  const token = useToken();
  const claims = token ? decodeToken(token) : null;
  if (!claims?.is_admin) return <Navigate to={paths.account} replace />;
  return (
    <>
      <PageHeader title={t('apiTokens.title')} tabs={adminTabs} />
      <ApiTokensPage />
    </>
  );
}
