import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { WebhooksPage } from '../../features/webhooks/components/webhooks-page';
import { decodeToken } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { PageHeader } from '../../shared/components/page-header';
import { paths } from '../../shared/routing/paths';
import { useAdminAccountTabs } from './account-tabs';

/** /account/webhooks: supplier admins send events to their own systems; others go to /account. */
export default function AccountWebhooksRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  const token = useToken();
  const claims = token ? decodeToken(token) : null;
  if (!claims?.is_admin) return <Navigate to={paths.account} replace />;
  return (
    <>
      <PageHeader title={t('pages.accountWebhooks.title')} tabs={adminTabs} />
      <WebhooksPage />
    </>
  );
}
