import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/components/button';
import { FileInput } from '../../../shared/components/file-input';
import { TextField } from '../../../shared/components/form-field';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import type { VerifyCertificateQuery } from '../../../shared/graphql/generated/graphql';
import { useVerifyCertificate } from '../api/verify-certificate';
import styles from './reports.module.css';

async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Public: anyone holding a certificate of destruction checks it here. The file's SHA-256 is
 * computed in the browser; the file itself is never sent.
 */
export function VerifyCertificatePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  usePageTitle(t('certificates.verify.title'));
  const [number, setNumber] = useState(search.get('number') ?? '');
  const [sha256, setSha256] = useState('');
  // While the chosen file's SHA-256 is computed, checking would send the previous file's hash
  // and answer for the wrong file: the check waits. The file chosen last wins.
  const [hashing, setHashing] = useState(false);
  const lastFile = useRef<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useVerifyCertificate();
  const [result, setResult] = useState<VerifyCertificateQuery['verify_certificate'] | null>(null);

  const onFile = async (file: File | undefined) => {
    setResult(null);
    if (!file) return;
    lastFile.current = file;
    setSha256('');
    setHashing(true);
    let hash = '';
    try {
      hash = await sha256Of(file);
    } catch {
      // An unreadable file leaves the field empty: checking then asks for the file or hash.
    }
    if (lastFile.current !== file) return;
    setSha256(hash);
    setHashing(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const hash = sha256.trim().toLowerCase();
    if (!number.trim() || !/^[0-9a-f]{64}$/.test(hash)) {
      setProblem(t('certificates.verify.incomplete'));
      return;
    }
    setProblem(null);
    verify.mutate(
      { certificate_number: number.trim(), sha256: hash },
      { onSuccess: (response) => setResult(response.verify_certificate) },
    );
  };

  return (
    <div className={styles.verify}>
      <h1 className={styles.verifyTitle}>{t('certificates.verify.title')}</h1>
      <p className={styles.intro}>{t('certificates.verify.intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('certificates.verify.number')}
          value={number}
          autoComplete="off"
          onChange={(event) => setNumber(event.target.value)}
        />
        <FileInput
          id="certificate-file"
          label={t('certificates.verify.file')}
          accept="application/pdf,.pdf"
          onFiles={(files) => void onFile(files[0])}
        />
        <TextField
          label={t('certificates.verify.sha256')}
          hint={t('certificates.verify.sha256Hint')}
          value={sha256}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setSha256(event.target.value)}
        />
        {problem ? (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        ) : null}
        {verify.error ? (
          <p role="alert" className={styles.alert}>
            {t('certificates.verify.failed')}
          </p>
        ) : null}
        <Button type="submit" disabled={verify.isPending || hashing} fullWidth>
          {verify.isPending || hashing
            ? t('certificates.verify.checking')
            : t('certificates.verify.submit')}
        </Button>
      </form>
      {result ? (
        result.valid ? (
          <div role="status" className={styles.notice}>
            <p className={styles.noticeText}>
              <strong>{t('certificates.verify.valid')}</strong>
            </p>
            <p className={styles.noticeText}>
              {t('certificates.verify.validDetails', {
                number: result.certificate_number,
                supplier: result.supplier,
                from: result.from,
                to: result.to,
                units: result.units,
                issued: result.issued_at?.slice(0, 10),
              })}
            </p>
          </div>
        ) : (
          <div role="alert" className={styles.alert}>
            <p className={styles.noticeText}>
              <strong>{t('certificates.verify.invalid')}</strong>
            </p>
            <p className={styles.noticeText}>{t('certificates.verify.invalidDetails')}</p>
          </div>
        )
      ) : null}
    </div>
  );
}
