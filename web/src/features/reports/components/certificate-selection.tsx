import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { apiCountry } from '../../../shared/country/country';
import { DownloadError, downloadFile } from '../../../shared/lib/download-file';
import styles from './reports.module.css';

/** The server's limit of certificates in one ZIP. */
const certificateZipLimit = 50;

/** Where the server zips the chosen certificates: /api/reports/<country>/certificates.zip?ids= */
function certificateZipPath(ids: readonly string[]) {
  return `/api/reports/${apiCountry()}/certificates.zip?ids=${ids.join(',')}`;
}

interface CertificateSelectionProps {
  selected: ReadonlySet<string>;
  onClear: () => void;
}

/**
 * What is done with the ticked certificates: how many there are, one ZIP of their PDFs, or
 * clearing the choice. Over the limit the download waits until some are left out.
 */
export function CertificateSelection({ selected, onClear }: CertificateSelectionProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'downloading' | 'failed' | 'expired'>('idle');
  const tooMany = selected.size > certificateZipLimit;
  const download = async () => {
    setState('downloading');
    try {
      await downloadFile(certificateZipPath([...selected]), 'certificates-of-destruction.zip');
      setState('idle');
    } catch (error) {
      setState(error instanceof DownloadError && error.status === 410 ? 'expired' : 'failed');
    }
  };
  if (selected.size === 0) {
    return <p className={styles.selectionHint}>{t('certificates.selection.hint')}</p>;
  }
  return (
    <div
      className={styles.selection}
      role="group"
      aria-label={t('certificates.selection.download')}
    >
      <p className={styles.selectionCount} aria-live="polite">
        {t('certificates.selection.count', { count: selected.size })}
      </p>
      <Button disabled={tooMany || state === 'downloading'} onClick={() => void download()}>
        {t('certificates.selection.download')}
      </Button>
      <Button variant="secondary" onClick={onClear}>
        {t('certificates.selection.clear')}
      </Button>
      <span role="status">
        {state === 'downloading' ? t('certificates.selection.downloading') : ''}
      </span>
      {tooMany ? (
        <p role="alert">{t('certificates.selection.tooMany', { limit: certificateZipLimit })}</p>
      ) : null}
      {state === 'failed' ? <p role="alert">{t('certificates.selection.failed')}</p> : null}
      {state === 'expired' ? <p role="alert">{t('certificates.selection.expired')}</p> : null}
    </div>
  );
}
