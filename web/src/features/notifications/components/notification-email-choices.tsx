import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type { NotificationKind } from '../../../shared/graphql/generated/graphql';
import {
  useNotificationEmailChoices,
  useSetNotificationEmailChoices,
} from '../api/notification-email-choices';
import styles from './notifications.module.css';

const kindLabels = {
  REPORT_READY: 'notifications.choices.reportReady',
  EVIDENCE_PACK_READY: 'notifications.choices.evidencePackReady',
  JOB_STATUS_CHANGED: 'notifications.choices.jobStatusChanged',
  WEBHOOK_ENDPOINT_FAILING: 'notifications.choices.webhookEndpointFailing',
} as const satisfies Record<NotificationKind, string>;

/** In the account settings: which notifications also come by e-mail. */
export function NotificationEmailChoices() {
  const { t } = useTranslation();
  const choices = useNotificationEmailChoices();
  const save = useSetNotificationEmailChoices();
  const [edited, setEdited] = useState<Partial<Record<NotificationKind, boolean>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choices.data) return;
    save.mutate(
      choices.data.map((choice) => ({
        kind: choice.kind,
        email: edited[choice.kind] ?? choice.email,
      })),
      { onSuccess: () => setEdited({}) },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="notification-email-title">
      <h2 id="notification-email-title" className={styles.sectionTitle}>
        {t('notifications.choices.title')}
      </h2>
      <p className={styles.intro}>{t('notifications.choices.intro')}</p>
      {choices.isPending ? (
        <p role="status">{t('notifications.loading')}</p>
      ) : choices.isError ? (
        <p role="alert">{t('notifications.loadFailed')}</p>
      ) : (
        <form onSubmit={submit}>
          <fieldset className={styles.choices}>
            <legend>{t('notifications.choices.legend')}</legend>
            {choices.data.map((choice) => (
              <label key={choice.kind} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={edited[choice.kind] ?? choice.email}
                  onChange={(event) => {
                    const email = event.currentTarget.checked;
                    setEdited((current) => ({ ...current, [choice.kind]: email }));
                    save.reset();
                  }}
                />
                {t(kindLabels[choice.kind])}
              </label>
            ))}
          </fieldset>
          <div className={styles.choicesActions}>
            <Button type="submit" disabled={save.isPending}>
              {t('notifications.choices.save')}
            </Button>
            <span role="status">
              {save.isSuccess ? t('notifications.choices.saved') : ''}
              {save.isError ? t('notifications.choices.saveFailed') : ''}
            </span>
          </div>
        </form>
      )}
    </section>
  );
}
