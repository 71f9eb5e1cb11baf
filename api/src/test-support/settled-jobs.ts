import { sql } from 'kysely';
import { vi } from 'vitest';
import type { Database } from '../database/connections.js';

/** Background task retry after seconds (graphile-worker's backoff): allow a few retries. */
const patience = { timeout: 30_000, interval: 100 };

/** Whether a job with one of these keys is still queued, running or waiting for a retry. */
async function anyJobLeft(database: Database, jobKeys: readonly string[]): Promise<boolean> {
  if (jobKeys.length === 0) return false;
  const { rows } = await sql<{ pending: boolean }>`
    select exists (
      select 1 from graphile_worker.jobs where key = any(${jobKeys}::text[])
    ) as pending`.execute(database);
  return rows[0]?.pending ?? false;
}

/** Resolves once no job with one of these keys is left: each has run to its end. */
export async function jobsDone(database: Database, jobKeys: readonly string[]): Promise<void> {
  await vi.waitUntil(async () => !(await anyJobLeft(database, jobKeys)), patience);
}

/**
 * Resolves once the outbox holds mail to each recipient, all of it sent, and no send_email job is
 * left that could send any of it again: what a mail server has received then is all it will get.
 */
export async function outboxSettled(
  database: Database,
  recipients: readonly string[],
): Promise<void> {
  await vi.waitUntil(async () => {
    const rows = await database
      .selectFrom('email_outbox')
      .select(['id', 'recipient', 'sent_at'])
      .where('recipient', 'in', recipients)
      .execute();
    const everyRecipient = recipients.every((recipient) =>
      rows.some((row) => row.recipient === recipient),
    );
    if (!everyRecipient || rows.some((row) => row.sent_at === null)) return false;
    return !(await anyJobLeft(
      database,
      rows.map((row) => `email:${row.id}`),
    ));
  }, patience);
}
