import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

/** The invitation to register in the portal; the link is valid for `validDays` days. */
export function invitationEmail(options: {
  language: EmailLanguage;
  firstName: string;
  companyName: string;
  registerUrl: string;
  validDays: number;
}): RenderedEmail {
  const { language, firstName, companyName, registerUrl, validDays } = options;
  const t = (key: `email.${string}`, values?: Record<string, string | number>) =>
    translateEmail(language, key, values);
  return renderEmail({
    template: 'invitation',
    language,
    subject: t('email.invitation.subject'),
    blocks: [
      {
        kind: 'paragraph',
        text: firstName ? t('email.greetingNamed', { name: firstName }) : t('email.greeting'),
      },
      { kind: 'paragraph', text: t('email.invitation.intro', { company: companyName }) },
      { kind: 'button', label: t('email.invitation.action'), url: registerUrl },
      { kind: 'paragraph', text: t('email.invitation.expiry', { count: validDays }) },
      { kind: 'paragraph', text: t('email.invitation.ignore') },
    ],
  });
}
