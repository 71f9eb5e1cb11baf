import { useState, type FormEvent } from 'react';
import { integrationLimits } from '@itad-portal/validation';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { TextField } from '../../../shared/components/form-field';
import type { WebhookEventType } from '../../../shared/graphql/generated/graphql';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import { webhookEventTypes } from '../lib/webhook-events';
import managementPage from '../../../shared/styles/management-page.module.css';
import styles from './webhooks.module.css';

interface CreateEndpointFormProps {
  onSubmitted: () => void;
  /** The new endpoint's secret, to show once. */
  onCreated: (secret: string) => void;
  onFailed: (error: unknown) => void;
}

/** Registers an endpoint: URL, description and the events it receives. */
export function CreateEndpointForm({ onSubmitted, onCreated, onFailed }: CreateEndpointFormProps) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});

  const toggle = (event: WebhookEventType, checked: boolean) =>
    setEvents((current) =>
      checked ? [...current, event] : current.filter((chosen) => chosen !== event),
    );

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const problems = {
      ...(url.trim() ? {} : { url: t('webhooks.create.urlRequired') }),
      ...(events.length ? {} : { events: t('webhooks.create.eventsRequired') }),
    };
    setErrors(problems);
    if (problems.url || problems.events) return;
    onSubmitted();
    try {
      const result = await create.mutateAsync({
        url: url.trim(),
        description: description.trim() || null,
        events: webhookEventTypes.filter((event) => events.includes(event)),
      });
      setUrl('');
      setDescription('');
      setEvents([]);
      onCreated(result.create_webhook_endpoint.secret);
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <section aria-labelledby="webhooks-create" className={managementPage.section}>
      <h2 id="webhooks-create" className={managementPage.heading}>
        {t('webhooks.create.title')}
      </h2>
      <form className={managementPage.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('webhooks.create.url')}
          hint={t('webhooks.create.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={integrationLimits.webhookUrl}
          value={url}
          error={errors.url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <TextField
          label={t('webhooks.create.description')}
          autoComplete="off"
          maxLength={integrationLimits.webhookDescription}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.events ? 'webhooks-events-error' : undefined}
        >
          <legend className={styles.legend}>{t('webhooks.create.events')}</legend>
          {webhookEventTypes.map((event) => (
            <label key={event} className={managementPage.checkbox}>
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
              <span>{t(`webhooks.events.${event}`)}</span>
            </label>
          ))}
          {errors.events ? (
            <p id="webhooks-events-error" className={managementPage.alert} role="alert">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" disabled={create.isPending}>
            {t('webhooks.create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
