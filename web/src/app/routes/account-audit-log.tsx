import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AuditLogPage } from '../../features/audit-log/components/audit-log-page';
import { decodeToken } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';
import { useAdminAccountTabs } from './account-tabs';

/** /account/audit-log: supplier admins read their organisation's log; others go to /account. */
export default function AccountAuditLogRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  const token = useToken();
  const claims = token ? decodeToken(token) : null;
  if (!claims?.is_admin) return <Navigate to={paths.account} replace />;
  return (
    <>
      <PageHeader title={t('auditLog.title')} tabs={adminTabs} />
      <AuditLogPage />
    </>
  );
}
