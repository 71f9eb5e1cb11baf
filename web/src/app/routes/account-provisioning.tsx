import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ProvisioningPage } from '../../features/scim/components/provisioning-page';
import { decodeToken } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';
import { useAdminAccountTabs } from './account-tabs';

/** /account/provisioning: supplier admins set up SCIM from Entra ID; others go to /account. */
export default function AccountProvisioningRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  const token = useToken();
  const claims = token ? decodeToken(token) : null;
  if (!claims?.is_admin) return <Navigate to={paths.account} replace />;
  return (
    <>
      <PageHeader title={t('provisioning.title')} tabs={adminTabs} />
      <ProvisioningPage />
    </>
  );
}
