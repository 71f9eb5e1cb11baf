import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/routing/paths';

/** The tabs of the account pages a supplier admin sees; one list so every page shows the same. */
export function useAdminAccountTabs() {
  const { t } = useTranslation();
  return [
    { to: paths.account, label: t('pages.account.tabs.profile') },
    { to: paths.accountUsers, label: t('pages.account.tabs.users') },
    { to: paths.accountAuditLog, label: t('auditLog.tab') },
    { to: paths.accountProvisioning, label: t('provisioning.tab') },
    { to: paths.accountApi, label: t('apiTokens.tab') },
    { to: paths.accountWebhooks, label: t('pages.account.tabs.webhooks') },
  ];
}
