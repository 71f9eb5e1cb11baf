import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

export interface ContactMessageDetails {
  senderName: string;
  senderEmail: string;
  senderPhone: string | null;
  senderJobTitle: string | null;
  companyName: string;
  country: string;
  subject: string;
  message: string;
}

/** A message a supplier's user wrote on the contact page, to the supplier's account manager. */
export function contactMessageEmail(options: {
  language: EmailLanguage;
  recipientName: string;
  details: ContactMessageDetails;
}): RenderedEmail {
  const { language, details } = options;
  const t = (key: `email.${string}`, values?: Record<string, string>) =>
    translateEmail(language, key, values);
  const lines = details.message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return renderEmail({
    template: 'contact_message',
    language,
    subject: t('email.contactMessage.subject', {
      company: details.companyName,
      subject: details.subject,
    }),
    blocks: [
      { kind: 'paragraph', text: t('email.greetingNamed', { name: options.recipientName }) },
      {
        kind: 'paragraph',
        text: t('email.contactMessage.intro', {
          name: details.senderName,
          company: details.companyName,
        }),
      },
      {
        kind: 'details',
        rows: [
          { label: t('email.contactMessage.subjectLabel'), value: details.subject },
          { label: t('email.contactMessage.from'), value: details.senderName },
          ...(details.senderJobTitle
            ? [{ label: t('email.contactMessage.jobTitle'), value: details.senderJobTitle }]
            : []),
          { label: t('email.contactMessage.company'), value: details.companyName },
          { label: t('email.contactMessage.email'), value: details.senderEmail },
          ...(details.senderPhone
            ? [{ label: t('email.contactMessage.phone'), value: details.senderPhone }]
            : []),
        ],
      },
      ...lines.map((text) => ({ kind: 'paragraph' as const, text })),
      {
        kind: 'paragraph',
        text: t('email.contactMessage.replyHint', { email: details.senderEmail }),
      },
    ],
  });
}
