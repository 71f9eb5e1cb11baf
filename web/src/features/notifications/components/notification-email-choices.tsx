import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { Button } from '../../../shared/components/button';
import { ErrorState } from '../../../shared/components/error-state';
import type { NotificationKind } from '../../../shared/graphql/generated/graphql';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import {
  useNotificationEmailChoices,
  useSetNotificationEmailChoices,
} from '../api/notification-email-choices';
import styles from './notifications.module.css';

const kindLabels = {
  REPORT_READY: 'notifications.choices.reportReady',
  EVIDENCE_PACK_READY: 'notifications.choices.evidencePackReady',
  JOB_STATUS_CHANGED: 'notifications.choices.jobStatusChanged',
  SETTLEMENT_PUBLISHED: 'notifications.choices.settlementPublished',
  API_TOKEN_EXPIRING: 'notifications.choices.apiTokenExpiring',
  WEBHOOK_ENDPOINT_FAILING: 'notifications.choices.webhookEndpointFailing',
} as const satisfies Record<NotificationKind, string>;

/** In the account settings: which notifications also come by e-mail. */
export function NotificationEmailChoices() {
  const { t } = useTranslation();
  const choices = useNotificationEmailChoices();
  const save = useSetNotificationEmailChoices();
  const feedback = useActionNotice();
  const [edited, setEdited] = useState<Partial<Record<NotificationKind, boolean>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choices.data) return;
    feedback.clear();
    save.mutate(
      choices.data.map((choice) => ({
        kind: choice.kind,
        email: edited[choice.kind] ?? choice.email,
      })),
      {
        onSuccess: () => {
          setEdited({});
          feedback.succeeded(t('notifications.choices.saved'));
        },
        onError: () => feedback.failed(t('notifications.choices.saveFailed')),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="notification-email-title">
      <h2 id="notification-email-title" className={styles.heading}>
        {t('notifications.choices.title')}
      </h2>
      <p className={styles.intro}>{t('notifications.choices.intro')}</p>
      {choices.isPending ? (
        <p role="status">{t('notifications.loading')}</p>
      ) : choices.isError ? (
        <ErrorState
          message={t('notifications.loadFailed')}
          onRetry={() => void choices.refetch()}
          retrying={choices.isFetching}
        />
      ) : (
        <form className={styles.choicesForm} onSubmit={submit}>
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
                    feedback.clear();
                  }}
                />
                {t(kindLabels[choice.kind])}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t('notifications.choices.save')}
            </Button>
          </div>
          <ActionNotice notice={feedback.notice} />
        </form>
      )}
    </section>
  );
}
