import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { PageHeader } from '../../../shared/components/page-header';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { useConsoleMe } from '../api/console-me';
import { DocumentLibrary } from './document-library';
import { DocumentUploadForm } from './document-upload-form';
import styles from './console.module.css';

/**
 * The documents customers download, managed by staff: upload a PDF, check and retire the live
 * ones. Support staff read the list only. One notice says how the last upload or retirement went.
 */
export function ConsoleDocumentsPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const role = me.data?.console_me.role;
  const feedback = useActionNotice();
  const canAct = role !== undefined && role !== 'support';
  return (
    <div className={styles.page}>
      <PageHeader title={t('console.documents.title')} />
      <p className={styles.pageIntro}>{t('console.documents.intro')}</p>
      {role === 'support' ? (
        <p className={styles.readOnly}>{t('console.documents.readOnly')}</p>
      ) : null}
      <ActionNotice notice={feedback.notice} />
      {canAct ? <DocumentUploadForm feedback={feedback} /> : null}
      {role ? <DocumentLibrary canAct={canAct} feedback={feedback} /> : null}
    </div>
  );
}
