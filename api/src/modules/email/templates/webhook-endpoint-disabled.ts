import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

export interface WebhookEndpointDisabledDetails {
  endpointUrl: string;
  /** Events in a row whose every retry failed. */
  failedEvents: number;
  /** The portal page of the webhooks. */
  url: string;
}

/** A webhook endpoint failed again and again and was disabled: what happened, where to act. */
export function webhookEndpointDisabledEmail(
  options: WebhookEndpointDisabledDetails & { language: EmailLanguage },
): RenderedEmail {
  const { language } = options;
  const t = (key: `email.${string}`, values?: Record<string, string | number>) =>
    translateEmail(language, key, values);
  return renderEmail({
    template: 'webhook-endpoint-disabled',
    language,
    subject: t('email.webhookEndpointDisabled.subject'),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      {
        kind: 'paragraph',
        text: t('email.webhookEndpointDisabled.intro', {
          url: options.endpointUrl,
          count: options.failedEvents,
        }),
      },
      { kind: 'paragraph', text: t('email.webhookEndpointDisabled.action') },
      { kind: 'button', label: t('email.webhookEndpointDisabled.open'), url: options.url },
    ],
  });
}
