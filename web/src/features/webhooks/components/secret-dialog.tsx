import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Modal } from '../../../shared/components/modal';
import { formatDateTime } from '../../../shared/lib/format-date';
import styles from './webhooks.module.css';

interface SecretDialogProps {
  /** The secret to show once; null closes the dialog. */
  secret: { value: string; previousUntil: string | null } | null;
  onClose: () => void;
}

/** A new signing secret, shown this once, with a copy button. */
export function SecretDialog({ secret, onClose }: SecretDialogProps) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret.value);
    setCopied(true);
  };
  return (
    <Modal
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title={t('webhooks.secret.title')}
      description={t('webhooks.secret.shownOnce')}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
          </Button>
          <Button
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            {t('webhooks.secret.done')}
          </Button>
        </>
      }
    >
      <code className={styles.secret} data-testid="webhook-secret">
        {secret?.value}
      </code>
      {secret?.previousUntil ? (
        <p>
          {t('webhooks.secret.overlap', {
            time: formatDateTime(secret.previousUntil, i18n.resolvedLanguage ?? i18n.language),
          })}
        </p>
      ) : null}
    </Modal>
  );
}
