import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FileInput } from '../../../shared/components/file-input';
import { TextField } from '../../../shared/components/form-field';
import { formatDate } from '../../../shared/lib/format-date';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { useDocumentCheck, type DocumentCheck } from '../hooks/use-document-check';
import { isSha256 } from '../lib/digests';
import styles from './verify.module.css';

function PackResult({ check }: { check: Extract<DocumentCheck, { kind: 'pack' }> }) {
  const { t, i18n } = useTranslation();
  const { pack } = check;
  const manifest = pack.manifest;
  if (!manifest) return null;
  const subject =
    manifest.subject.kind === 'job'
      ? t('evidence.list.job', { number: manifest.subject.job_number })
      : t('evidence.list.period', { from: manifest.subject.from, to: manifest.subject.to });
  const details = t('evidence.verify.packDetails', {
    supplier: manifest.issued_to.supplier,
    subject,
    issued: formatDate(manifest.issued_at, i18n.language),
    issuer: manifest.issuer.name,
  });
  const problems = pack.files.filter((file) => file.status !== 'intact');
  return (
    <div
      role={pack.intact ? 'status' : 'alert'}
      className={pack.intact ? styles.notice : styles.alert}
    >
      <p className={styles.noticeText}>
        <strong>
          {t(pack.intact ? 'evidence.verify.packIntact' : 'evidence.verify.packAltered')}
        </strong>
      </p>
      <p className={styles.noticeText}>{details}</p>
      {!pack.signatureValid ? (
        <p className={styles.noticeText}>{t('evidence.verify.signatureInvalid')}</p>
      ) : null}
      {problems.length ? (
        <ul className={styles.fileList}>
          {problems.map((file) => (
            <li key={file.path}>
              {t(`evidence.verify.fileStatus.${file.status}`, { path: file.path })}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.noticeText}>
          {t('evidence.verify.filesChecked', { count: pack.files.length })}
        </p>
      )}
      <p className={styles.noticeText}>
        {t(
          check.registry.found
            ? 'evidence.verify.packRegistered'
            : 'evidence.verify.packNotRegistered',
        )}
      </p>
    </div>
  );
}

function FileResult({ check }: { check: Extract<DocumentCheck, { kind: 'file' }> }) {
  const { t, i18n } = useTranslation();
  const { registry } = check;
  if (!registry.found) {
    return (
      <div role="alert" className={styles.alert}>
        <p className={styles.noticeText}>
          <strong>{t('evidence.verify.notFound')}</strong>
        </p>
        <p className={styles.noticeText}>{t('evidence.verify.notFoundDetails')}</p>
      </div>
    );
  }
  const kind = t(`evidence.kinds.${registry.kind ?? 'evidence_pack'}`);
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.noticeText}>
        <strong>{t('evidence.verify.found')}</strong>
      </p>
      <p className={styles.noticeText}>
        {registry.supplier && registry.issued_at
          ? t('evidence.verify.foundDetails', {
              kind,
              name: registry.file_name,
              supplier: registry.supplier,
              issued: formatDate(registry.issued_at, i18n.language),
            })
          : // A file not made for one customer names no customer and no date.
            t('evidence.verify.foundShared', { kind, name: registry.file_name })}
      </p>
    </div>
  );
}

/**
 * /verify, public: drop an evidence pack, a certificate or any file of a pack, or enter a SHA-256.
 * Files are checked in the browser; only their hash is sent.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  usePageTitle(t('evidence.verify.title'));
  const check = useDocumentCheck();
  const [hash, setHash] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    setProblem(null);
    if (file) void check.checkFile(file);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const sha256 = hash.trim().toLowerCase();
    if (!isSha256(sha256)) {
      setProblem(t('evidence.verify.badHash'));
      return;
    }
    setProblem(null);
    void check.checkHash(sha256);
  };

  return (
    <div className={styles.verify}>
      <h1 className={styles.verifyTitle}>{t('evidence.verify.title')}</h1>
      <p className={styles.intro}>{t('evidence.verify.intro')}</p>
      <FileInput
        id="verify-file"
        label={t('evidence.verify.file')}
        onFiles={(files) => onFile(files[0])}
      />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('evidence.verify.sha256')}
          hint={t('evidence.verify.sha256Hint')}
          value={hash}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setHash(event.target.value)}
        />
        <Button type="submit" disabled={check.working}>
          {t('evidence.verify.submit')}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      {check.working ? <p role="status">{t('evidence.verify.checking')}</p> : null}
      {check.failed ? (
        <p role="alert" className={styles.alert}>
          {t('evidence.verify.failed')}
        </p>
      ) : null}
      {check.result?.kind === 'pack' ? <PackResult check={check.result} /> : null}
      {check.result?.kind === 'file' ? <FileResult check={check.result} /> : null}
      {check.result ? (
        <p className={styles.hash}>
          {t('evidence.verify.fingerprint', { sha256: check.result.sha256 })}
        </p>
      ) : null}
    </div>
  );
}
