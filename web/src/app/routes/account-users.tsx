import { useTranslation } from 'react-i18next';
import { SupplierUsersPage } from '../../features/supplier-users/components/supplier-users-page';
import { decodeToken } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { PageHeader } from '../../shared/components/page-header';
import { useAdminAccountTabs } from './account-tabs';

/**
 * /account/users: supplier admins manage their supplier's users.
 * AdminGuard (route-table.tsx) keeps everyone else out.
 */
export default function AccountUsersRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  const token = useToken();
  const viewerId = token ? (decodeToken(token)?.sub ?? null) : null;
  return (
    <>
      <PageHeader title={t('pages.accountUsers.title')} tabs={adminTabs} />
      <SupplierUsersPage viewerId={viewerId} />
    </>
  );
}
