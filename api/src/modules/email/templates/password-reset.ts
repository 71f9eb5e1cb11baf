import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

/** The mail with a password reset link; the link is valid for `validHours` hours. */
export function passwordResetEmail(options: {
  language: EmailLanguage;
  firstName: string;
  resetUrl: string;
  validHours: number;
}): RenderedEmail {
  const { language, firstName, resetUrl, validHours } = options;
  const t = (key: `email.${string}`, values?: Record<string, string | number>) =>
    translateEmail(language, key, values);
  return renderEmail({
    template: 'password_reset',
    language,
    subject: t('email.passwordReset.subject'),
    blocks: [
      {
        kind: 'paragraph',
        text: firstName ? t('email.greetingNamed', { name: firstName }) : t('email.greeting'),
      },
      { kind: 'paragraph', text: t('email.passwordReset.intro') },
      { kind: 'button', label: t('email.passwordReset.action'), url: resetUrl },
      { kind: 'paragraph', text: t('email.passwordReset.expiry', { count: validHours }) },
      { kind: 'paragraph', text: t('email.passwordReset.ignore') },
    ],
  });
}
