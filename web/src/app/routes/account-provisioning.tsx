import { useTranslation } from 'react-i18next';
import { ProvisioningPage } from '../../features/scim/components/provisioning-page';
import { PageHeader } from '../../shared/components/page-header';
import { useAdminAccountTabs } from './account-tabs';

/**
 * /account/provisioning: supplier admins set up SCIM from Entra ID.
 * AdminGuard (route-table.tsx) keeps everyone else out.
 */
export default function AccountProvisioningRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  return (
    <>
      <PageHeader title={t('provisioning.title')} tabs={adminTabs} />
      <ProvisioningPage />
    </>
  );
}
