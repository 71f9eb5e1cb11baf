import { useTranslation } from 'react-i18next';
import { AccountSettings } from '../../features/account/components/account-settings';
import { SupplierSwitcher } from '../../features/account/components/supplier-switcher';
import { NotificationEmailChoices } from '../../features/notifications/components/notification-email-choices';
import { useStartup } from '../../features/startup/api/get-startup';
import { PageHeader } from '../../shared/components/page-header';
import { useAdminAccountTabs } from './account-tabs';
import styles from './account.module.css';

/**
 * /account: the user's own settings. Supplier admins get the tabs Profile and Users; users of
 * a master account can switch to another supplier of the group here and in the user menu.
 */
export default function AccountRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  const permissions = useStartup().data?.get_startup.permissions;
  const tabs = permissions?.is_admin ? adminTabs : undefined;
  return (
    <>
      <PageHeader title={t('pages.account.title')} tabs={tabs} />
      <div className={styles.page}>
        <AccountSettings />
        <NotificationEmailChoices />
        {permissions?.can_switch_supplier ? <SupplierSwitcher /> : null}
      </div>
    </>
  );
}
