import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

/**
 * Sent instead of an invitation when a supplier admin invites an address that already has an
 * account with another supplier: that account stays as it is, and its owner learns who tried.
 */
export function existingAccountNoticeEmail(options: {
  language: EmailLanguage;
  companyName: string;
}): RenderedEmail {
  const { language, companyName } = options;
  const t = (key: `email.${string}`, values?: Record<string, string>) =>
    translateEmail(language, key, values);
  return renderEmail({
    template: 'existing_account_notice',
    language,
    subject: t('email.existingAccountNotice.subject'),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      { kind: 'paragraph', text: t('email.existingAccountNotice.intro', { company: companyName }) },
      { kind: 'paragraph', text: t('email.existingAccountNotice.unchanged') },
      {
        kind: 'paragraph',
        text: t('email.existingAccountNotice.contact', { company: companyName }),
      },
    ],
  });
}
