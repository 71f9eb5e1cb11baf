import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Modal } from '../../../shared/components/modal';
import { errorMessage } from '../../../shared/errors/error-messages';
import { isLanguage, languageNames } from '../../../shared/i18n/languages';
import { useRejectAccessRequest } from '../api/console-reject-access-request';
import type { InboxRequest } from './access-request-columns';
import styles from './console.module.css';

const reasonLimit = 2000;

/** Rejecting with a reason, which the requester gets by e-mail in the language they wrote in. */
export function RejectRequestDialog({
  request,
  onClose,
  onRejected,
}: {
  request: InboxRequest;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectAccessRequest();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const failure = reject.error ? errorMessage(reject.error, 'consoleDecision') : null;
  const language = isLanguage(request.language)
    ? languageNames[request.language]
    : request.language;

  const submit = () => {
    const text = reason.trim();
    setMissing(!text);
    if (!text) return;
    reject.mutate({ id: request.id, reason: text }, { onSuccess: onRejected });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('console.reject.title', { company: request.company_name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={reject.isPending}>
            {t('console.reject.confirm')}
          </Button>
        </>
      }
    >
      {failure ? (
        <div className={styles.alert} role="alert">
          {t(failure.key)}
        </div>
      ) : null}
      <label htmlFor={reasonId} className={styles.label}>
        {t('console.reject.reason')}
      </label>
      <textarea
        id={reasonId}
        className={styles.reason}
        value={reason}
        maxLength={reasonLimit}
        rows={5}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={missing ? true : undefined}
        aria-describedby={`${reasonId}-hint`}
      />
      <p id={`${reasonId}-hint`} className={missing ? styles.fieldError : styles.hint}>
        {missing
          ? t('console.reject.reasonRequired')
          : t('console.reject.reasonHint', { email: request.email, language })}
      </p>
    </Modal>
  );
}
