import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SupplierUsersPage } from '../../features/supplier-users/components/supplier-users-page';
import { decodeToken } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';
import { useAdminAccountTabs } from './account-tabs';

/** /account/users: supplier admins manage their supplier's users; others go to /account. */
export default function AccountUsersRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  const token = useToken();
  const claims = token ? decodeToken(token) : null;
  if (!claims?.is_admin) return <Navigate to={paths.account} replace />;
  return (
    <>
      <PageHeader title={t('pages.accountUsers.title')} tabs={adminTabs} />
      <SupplierUsersPage viewerId={claims.sub} />
    </>
  );
}
