import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../../shared/components/download-button';
import { registerFilePath } from '../../lib/reconciliation-view';
import styles from '../jobs.module.css';
import own from './reconciliation.module.css';

/**
 * The job's outcomes as the files asset tools import (the register's own column layouts), so an
 * asset team can retire the devices without code. Nothing to give before a unit is received.
 */
export function RegisterOutcomeFiles({ jobId, received }: { jobId: string; received: number }) {
  const { t } = useTranslation();
  return (
    <div className={own.registerFiles}>
      <h3 className={own.registerFilesHeading}>{t('reconciliation.registerFiles.label')}</h3>
      <p className={styles.hint}>{t('reconciliation.registerFiles.hint')}</p>
      <div className={styles.filterActions}>
        <DownloadButton
          path={registerFilePath(jobId, 'snipe-it')}
          fileName="unit-outcomes-snipe-it.csv"
          failedMessage={t('reconciliation.registerFiles.failed')}
          disabled={!received}
        >
          {t('reconciliation.registerFiles.snipeIt')}
        </DownloadButton>
        <DownloadButton
          path={registerFilePath(jobId, 'servicenow')}
          fileName="unit-outcomes-servicenow.csv"
          failedMessage={t('reconciliation.registerFiles.failed')}
          disabled={!received}
        >
          {t('reconciliation.registerFiles.serviceNow')}
        </DownloadButton>
      </div>
    </div>
  );
}
