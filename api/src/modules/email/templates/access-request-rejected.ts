import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

/**
 * The answer to an access request the provider's staff turned down, with their reason as they
 * wrote it, in the language the requester used on the form.
 */
export function accessRequestRejectedEmail(options: {
  language: EmailLanguage;
  firstName: string;
  companyName: string;
  reason: string;
}): RenderedEmail {
  const { language } = options;
  const t = (key: `email.${string}`, values?: Record<string, string>) =>
    translateEmail(language, key, values);
  return renderEmail({
    template: 'access_request_rejected',
    language,
    subject: t('email.accessRequestRejected.subject'),
    blocks: [
      { kind: 'paragraph', text: t('email.greetingNamed', { name: options.firstName }) },
      {
        kind: 'paragraph',
        text: t('email.accessRequestRejected.intro', { company: options.companyName }),
      },
      { kind: 'paragraph', text: t('email.accessRequestRejected.reasonLabel') },
      { kind: 'paragraph', text: options.reason },
      { kind: 'paragraph', text: t('email.accessRequestRejected.contact') },
    ],
  });
}
