import { expect } from 'vitest';
import type { Database } from '../database/connections.js';

/** The invite code from the newest invitation mail queued for the e-mail (codes are stored hashed). */
export async function inviteCodeFromOutbox(database: Database, email: string): Promise<string> {
  const mail = await database
    .selectFrom('email_outbox')
    .select(['text_body', 'html_body', 'template'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.template).toBe('invitation');
  const match = /\/register\/([A-Za-z0-9_-]+)\?location=no/.exec(mail.text_body);
  expect(mail.html_body).toContain(match?.[0]);
  return match![1]!;
}
