import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useConsoleMe } from '../api/console-me';
import { AccessRequestInbox } from './access-request-inbox';
import styles from './console.module.css';

/** The console's first page: the access requests to decide. Support staff read them only. */
export function ConsoleInboxPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const role = me.data?.console_me.role;
  return (
    <div className={styles.page}>
      <PageHeader title={t('console.inbox.title')} />
      <p className={styles.pageIntro}>{t('console.inbox.intro')}</p>
      {role === 'support' ? <p className={styles.readOnly}>{t('console.inbox.readOnly')}</p> : null}
      {role ? <AccessRequestInbox canDecide={role !== 'support'} /> : null}
    </div>
  );
}
