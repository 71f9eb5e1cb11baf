import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useConsoleMe } from '../api/console-me';
import { JobBoard } from './job-board';
import styles from './console.module.css';

/** The jobs board: what is ordered, scheduled and under way, for providers without an ERP. */
export function ConsoleJobsPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const role = me.data?.console_me.role;
  return (
    <div className={styles.page}>
      <PageHeader title={t('console.jobs.title')} />
      <p className={styles.pageIntro}>{t('console.jobs.intro')}</p>
      {role === 'support' ? <p className={styles.readOnly}>{t('console.jobs.readOnly')}</p> : null}
      {role ? <JobBoard canAct={role !== 'support'} /> : null}
    </div>
  );
}
