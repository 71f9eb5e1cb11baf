import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/components/button';
import { SelectField, TextField } from '../../../../shared/components/form-field';
import { downloadFile } from '../../../../shared/lib/download-file';
import {
  reconciliationExportPath,
  reconciliationStatuses,
  type ReconciliationView,
} from '../../lib/reconciliation-view';
import styles from '../jobs.module.css';

/** The reconciliation list's status filter, its search (after a short pause) and its export. */
export function ReconciliationTools({
  jobId,
  view,
  setView,
  total,
}: {
  jobId: string;
  view: ReconciliationView;
  setView: Dispatch<SetStateAction<ReconciliationView>>;
  total: number;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [text, setText] = useState(view.text);
  const [exportFailed, setExportFailed] = useState(false);

  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    if (text.trim() === view.text) return;
    const timer = setTimeout(
      () => setView((current) => ({ ...current, text: text.trim(), page: 1 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, view.text, setView]);

  const exportAs = (format: 'csv' | 'xlsx') => {
    setExportFailed(false);
    downloadFile(
      reconciliationExportPath(jobId, format, view, language),
      `reconciliation.${format}`,
    ).catch(() => setExportFailed(true));
  };

  return (
    <>
      <div className={styles.filters}>
        <SelectField
          label={t('reconciliation.filterStatus')}
          value={view.status ?? ''}
          onChange={(event) =>
            setView((current) => ({
              ...current,
              page: 1,
              status:
                reconciliationStatuses.find((status) => status === event.target.value) ?? null,
            }))
          }
        >
          <option value="">{t('reconciliation.allStatuses')}</option>
          {reconciliationStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`reconciliation.statuses.${status.toLowerCase()}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('reconciliation.search')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={styles.filterActions}>
        <Button variant="secondary" disabled={!total} onClick={() => exportAs('csv')}>
          {t('reconciliation.export.csv')}
        </Button>
        <Button variant="secondary" disabled={!total} onClick={() => exportAs('xlsx')}>
          {t('reconciliation.export.xlsx')}
        </Button>
        {exportFailed ? <span role="alert">{t('reconciliation.export.failed')}</span> : null}
      </div>
    </>
  );
}
