import type { EmailableKind } from '../../notifications/notification-model.js';
import { renderEmail, type RenderedEmail } from './layout.js';
import { translateEmail, type EmailLanguage } from './translate.js';

/** A portal notification the user chose to get by e-mail too. */
export interface NotificationEmailDetails {
  kind: EmailableKind;
  /** The report's or pack's name, or the job's or settlement's number. */
  subject: string;
  /** A job's new status (job_status_changed). */
  status: string | null;
  /** The portal page it leads to (absolute). */
  url: string;
}

/** The notification's text, a link to the portal, and why the mail came. */
export function notificationEmail(
  options: NotificationEmailDetails & { language: EmailLanguage },
): RenderedEmail {
  const { language, kind } = options;
  const t = (key: `email.${string}`, values?: Record<string, string | number>) =>
    translateEmail(language, key, values);
  const status = options.status ? t(`email.assignmentStatuses.${options.status}`) : '';
  const values = { subject: options.subject, status };
  return renderEmail({
    template: `notification-${kind.replaceAll('_', '-')}`,
    language,
    subject: t(`email.notification.${kind}.subject`, values),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      { kind: 'paragraph', text: t(`email.notification.${kind}.intro`, values) },
      { kind: 'button', label: t('email.notification.open'), url: options.url },
      { kind: 'paragraph', text: t('email.notification.why') },
    ],
  });
}
