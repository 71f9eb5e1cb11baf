import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import styles from './provisioning.module.css';

/** A value to paste elsewhere (the tenant URL, a new token), with a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.value}>
      <span>{label}</span>
      <code className={styles.code}>{value}</code>
      <Button variant="secondary" onClick={copy} aria-label={t('provisioning.copy', { label })}>
        {copied ? t('provisioning.copied') : t('provisioning.copyShort')}
      </Button>
    </div>
  );
}
