import type { findUnsentMail } from './inbox.js';

type MailRow = NonNullable<Awaited<ReturnType<typeof findUnsentMail>>>;

/** A failed mail as the list and its file show it: times in ISO 8601, no error as empty. */
export const shapedMail = (mail: MailRow) => ({
  ...mail,
  last_error: mail.last_error ?? '',
  created_at: new Date(mail.created_at).toISOString(),
});
