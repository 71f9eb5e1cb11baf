import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { defineTask } from '../../tasks/task-definition.js';

/** How long records that no longer do anything are kept, for support questions. */
const retention = {
  endedSessionsDays: 7,
  throttleCountersDays: 1,
  usedResetCodesDays: 7,
  sentEmailsDays: 90,
  unitEventIdsDays: 90,
  webhookEventsDays: 90,
  notificationsDays: 90,
} as const;

export async function purgeExpiredRecords(database: Database): Promise<Record<string, number>> {
  const deleted = async (query: { execute(): Promise<{ numDeletedRows: bigint }[]> }) =>
    Number((await query.execute())[0]?.numDeletedRows ?? 0n);
  const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
  return {
    sessions: await deleted(
      database
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<', daysAgo(retention.endedSessionsDays)),
            eb('revoked_at', '<', daysAgo(retention.endedSessionsDays)),
          ]),
        ),
    ),
    throttleCounters: await deleted(
      database
        .deleteFrom('login_throttle')
        .where('window_started_at', '<', daysAgo(retention.throttleCountersDays))
        .where((eb) =>
          eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', sql<Date>`now()`)]),
        ),
    ),
    resetCodes: await deleted(
      database
        .deleteFrom('password_reset_codes')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<', daysAgo(retention.usedResetCodesDays)),
            eb('consumed_at', '<', daysAgo(retention.usedResetCodesDays)),
          ]),
        ),
    ),
    microsoftSignInAttempts: await deleted(
      database.deleteFrom('microsoft_sign_in_attempts').where('expires_at', '<', sql<Date>`now()`),
    ),
    microsoftIdentityChoices: await deleted(
      database.deleteFrom('microsoft_identity_choices').where('expires_at', '<', sql<Date>`now()`),
    ),
    sentEmails: await deleted(
      database.deleteFrom('email_outbox').where('sent_at', '<', daysAgo(retention.sentEmailsDays)),
    ),
    // Ids of unit events, kept to answer redeliveries "duplicate".
    unitEventIds: await deleted(
      database
        .deleteFrom('unit_events')
        .where('recorded_at', '<', daysAgo(retention.unitEventIdsDays)),
    ),
    // Webhook events with their delivery logs (retries end after about a day).
    webhookEvents: await deleted(
      database
        .deleteFrom('webhook_events')
        .where('created_at', '<', daysAgo(retention.webhookEventsDays)),
    ),
    // Notifications in the portal, with who read them: the bell lists what is recent.
    notifications: await deleted(
      database
        .deleteFrom('notifications')
        .where('created_at', '<', daysAgo(retention.notificationsDays)),
    ),
  };
}

/** Hourly (see jobs/worker.ts): deletes sessions, counters and codes that can no longer matter. */
export const purgeExpiredRecordsTask = defineTask({
  name: 'purge_expired_records',
  // graphile-worker's cron passes { _cron: { ts, backfilled } }; nothing else is needed.
  payloadSchema: z.object({}).loose(),
  maximumAttempts: 3,
  async handle(_payload, { database, logger }) {
    const counts = await purgeExpiredRecords(database);
    logger.info({ deleted: counts }, 'Purged expired records');
  },
});
