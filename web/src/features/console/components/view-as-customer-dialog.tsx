import { customerViewMinutes, maximumCustomerViewReasonLength } from '@itad-portal/validation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { buttonClassName } from '../../../shared/components/button-class-name';
import { Modal } from '../../../shared/components/modal';
import { errorMessage } from '../../../shared/errors/error-messages';
import { formatTime } from '../../../shared/lib/format-date';
import { paths } from '../../../shared/routing/paths';
import { useViewAsCustomer } from '../api/console-view-as-customer';
import { useConsoleSession } from '../lib/console-session';
import { nameOfCustomerUser } from '../lib/customer-texts';
import type { CustomerUser } from './customer-user-columns';
import styles from './console.module.css';

type ViewMinutes = (typeof customerViewMinutes)[number];

/**
 * "See as this customer": asks why and for how long, opens the view (recorded in both logs, the
 * customer's included), then offers the link that opens it in a new tab within two minutes.
 */
export function ViewAsCustomerDialog({
  customerId,
  user,
  onClose,
}: {
  customerId: string;
  user: CustomerUser;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useConsoleSession();
  const view = useViewAsCustomer();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState<ViewMinutes>(customerViewMinutes[0]);
  const [missing, setMissing] = useState(false);
  const failure = view.error ? errorMessage(view.error, 'consoleCustomerUser') : null;
  const opened = view.data?.console_view_as_customer;
  const name = nameOfCustomerUser(user);

  const submit = () => {
    const text = reason.trim();
    setMissing(!text);
    if (!text) return;
    view.mutate({ customer_id: customerId, user_id: user.id, reason: text, minutes });
  };

  const viewLink = opened
    ? `${paths.customerView}?${new URLSearchParams({
        location: session?.country ?? '',
        code: opened.handover_code,
      }).toString()}`
    : '';

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('console.viewAs.title', { name })}
      footer={
        opened ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            <a
              className={buttonClassName('primary')}
              href={viewLink}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              {t('console.viewAs.open')}
            </a>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} disabled={view.isPending}>
              {t('console.viewAs.start')}
            </Button>
          </>
        )
      }
    >
      {opened ? (
        <p className={styles.notice} role="status">
          {t('console.viewAs.ready', {
            time: formatTime(opened.ends_at, i18n.resolvedLanguage ?? i18n.language),
          })}
        </p>
      ) : (
        <>
          {failure ? (
            <div className={styles.alert} role="alert">
              {t(failure.key)}
            </div>
          ) : null}
          <p className={styles.intro}>{t('console.viewAs.intro', { email: user.email })}</p>
          <label htmlFor={reasonId} className={styles.label}>
            {t('console.viewAs.reason')}
          </label>
          <textarea
            id={reasonId}
            className={styles.reason}
            value={reason}
            maxLength={maximumCustomerViewReasonLength}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={missing ? true : undefined}
            aria-describedby={`${reasonId}-hint`}
          />
          <p id={`${reasonId}-hint`} className={missing ? styles.fieldError : styles.hint}>
            {missing ? t('console.viewAs.reasonRequired') : t('console.viewAs.reasonHint')}
          </p>
          <fieldset className={styles.choices}>
            <legend>{t('console.viewAs.duration')}</legend>
            {customerViewMinutes.map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name="minutes"
                  value={choice}
                  checked={minutes === choice}
                  onChange={() => setMinutes(choice)}
                />
                {t('console.viewAs.minutes', { count: choice })}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </Modal>
  );
}
