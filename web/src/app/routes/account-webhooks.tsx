import { useTranslation } from 'react-i18next';
import { WebhooksPage } from '../../features/webhooks/components/webhooks-page';
import { PageHeader } from '../../shared/components/page-header';
import { useAdminAccountTabs } from './account-tabs';

/**
 * /account/webhooks: supplier admins send events to their own systems.
 * AdminGuard (route-table.tsx) keeps everyone else out.
 */
export default function AccountWebhooksRoute() {
  const { t } = useTranslation();
  const adminTabs = useAdminAccountTabs();
  return (
    <>
      <PageHeader title={t('pages.accountWebhooks.title')} tabs={adminTabs} />
      <WebhooksPage />
    </>
  );
}
