import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/components/status-tag';
import type { ReportFieldsFragment } from '../../../shared/graphql/generated/graphql';
import styles from './reports.module.css';

/**
 * Queued, generating with its progress, ready or failed. The status word is a polite live
 * region, so a change is announced; the progress bar is not, so polling does not chatter.
 */
export function ReportStatus({ report }: { report: ReportFieldsFragment }) {
  const { t } = useTranslation();
  const tone =
    report.status === 'READY' ? 'active' : report.status === 'FAILED' ? 'default' : 'created';
  const total = report.units_total ?? 0;
  const percent = total ? Math.min(100, Math.round((report.units_done / total) * 100)) : 0;
  return (
    <div className={styles.progress}>
      <span aria-live="polite">
        <StatusTag tone={tone}>
          {report.status === 'FAILED' ? (
            <span className={styles.failed}>{t('reports.status.FAILED')}</span>
          ) : (
            t(`reports.status.${report.status}`)
          )}
        </StatusTag>
      </span>
      {report.status === 'GENERATING' ? (
        <>
          <progress
            max={100}
            value={percent}
            aria-label={t('reports.status.progressOf', { name: report.name })}
          />
          <span className={styles.progressText}>
            {t('reports.status.progress', { percent, done: report.units_done, total })}
          </span>
        </>
      ) : null}
    </div>
  );
}

/** Links that download the report's files (the browser saves them under their own names). */
export function ReportDownloads({ report }: { report: ReportFieldsFragment }) {
  const { t } = useTranslation();
  if (report.status !== 'READY') return null;
  if (report.expired) {
    return <span className={styles.subtle}>{t('reports.download.expired')}</span>;
  }
  return (
    <ul className={styles.downloads}>
      {report.files.map((file) => (
        <li key={file.format}>
          <a
            className={styles.download}
            href={file.download_url}
            download={file.file_name}
            aria-label={t('reports.download.labelFor', { format: file.format, name: report.name })}
          >
            {file.format}
          </a>
        </li>
      ))}
    </ul>
  );
}
