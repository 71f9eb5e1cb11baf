import { useTranslation } from 'react-i18next';
import { AuditLogPage } from '../../features/audit-log/components/audit-log-page';
import { PageHeader } from '../../shared/components/page-header';
import { useAdminAccountTabs } from './account-tabs';

/**
 * /account/audit-log: supplier admins read their organisation's log.
 * AdminGuard (route-table.tsx) keeps everyone else out.
 */
export default function AccountAuditLogRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  return (
    <>
      <PageHeader title={t('auditLog.title')} tabs={adminTabs} />
      <AuditLogPage />
    </>
  );
}
