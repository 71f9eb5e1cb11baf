import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useConsoleMe } from '../api/console-me';
import { AccessRequestInbox } from './access-request-inbox';
import { FailedMailList } from './failed-mail-list';
import { FailingWebhookList } from './failing-webhook-list';
import { InboxSummary } from './inbox-summary';
import { NewOrderList } from './new-order-list';
import { OpenHoldList } from './open-hold-list';
import styles from './console.module.css';

/**
 * The console's first page: what waits across customers, the access requests to decide, the mails
 * not sent and the failing webhook endpoints. Support staff read them only.
 */
export function ConsoleInboxPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const role = me.data?.console_me.role;
  return (
    <div className={styles.page}>
      <PageHeader title={t('console.inbox.title')} />
      <p className={styles.pageIntro}>{t('console.inbox.intro')}</p>
      {role === 'support' ? <p className={styles.readOnly}>{t('console.inbox.readOnly')}</p> : null}
      <InboxSummary />
      {role ? (
        <section className={styles.section} aria-labelledby="access-requests">
          <h2 id="access-requests" className={styles.sectionHeading} tabIndex={-1}>
            {t('consoleInbox.accessRequestsHeading')}
          </h2>
          <AccessRequestInbox canDecide={role !== 'support'} />
        </section>
      ) : null}
      {role ? <NewOrderList canAct={role !== 'support'} /> : null}
      {role ? <OpenHoldList /> : null}
      {role ? <FailedMailList canAct={role !== 'support'} /> : null}
      {role ? <FailingWebhookList /> : null}
    </div>
  );
}
