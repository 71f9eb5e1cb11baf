import { useTranslation } from 'react-i18next';
import { AccountSettings } from '../../features/account/components/account-settings';
import { SupplierSwitcher } from '../../features/account/components/supplier-switcher';
import { useStartup } from '../../features/startup/api/get-startup';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';
import styles from './account.module.css';

/**
 * /account: the user's own settings. Supplier admins get the tabs Profile and Users; users of
 * a master account can switch to another supplier of the group here and in the user menu.
 */
export default function AccountRoute() {
  const { t } = useTranslation();
  const permissions = useStartup().data?.get_startup.permissions;
  const tabs = permissions?.is_admin
    ? [
        { to: paths.account, label: t('pages.account.tabs.profile') },
        { to: paths.accountUsers, label: t('pages.account.tabs.users') },
        { to: paths.accountAuditLog, label: t('auditLog.tab') },
      ]
    : undefined;
  return (
    <>
      <PageHeader title={t('pages.account.title')} tabs={tabs} />
      <div className={styles.page}>
        <AccountSettings />
        {permissions?.can_switch_supplier ? <SupplierSwitcher /> : null}
      </div>
    </>
  );
}
