import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';

/**
 * Sign-in throttling, kept in PostgreSQL so every server instance shares it.
 * - Per account: after 5 failures in 15 minutes each further failure adds a delay that doubles,
 *   capped at 60 seconds, so guessing cannot lock the real owner out for long.
 * - Per client address: 50 failures in 15 minutes blocks that address for 15 minutes.
 */
export const throttlePolicy = {
  windowMinutes: 15,
  account: { freeFailures: 5, maximumDelaySeconds: 60 },
  address: { freeFailures: 50, blockSeconds: 15 * 60 },
} as const;

const accountBucket = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressBucket = (ipAddress: string) => `address:${ipAddress}`;

export async function assertNotThrottled(
  database: Database,
  attempt: { email: string; ipAddress: string },
): Promise<void> {
  const blocked = await database
    .selectFrom('login_throttle')
    .select(sql<number>`ceil(extract(epoch from max(blocked_until) - now()))::int`.as('seconds'))
    .where('bucket', 'in', [accountBucket(attempt.email), addressBucket(attempt.ipAddress)])
    .where('blocked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  const seconds = blocked?.seconds;
  if (seconds && seconds > 0) {
    throw new DomainError('TOO_MANY_ATTEMPTS', undefined, { retryAfterSeconds: seconds });
  }
}

async function countFailure(database: Database, bucket: string): Promise<number> {
  const result = await sql<{ failure_count: number }>`
    insert into login_throttle as throttle (bucket, failure_count, window_started_at)
    values (${bucket}, 1, now())
    on conflict (bucket) do update set
      failure_count = case
        when throttle.window_started_at < now() - make_interval(mins => ${throttlePolicy.windowMinutes})
        then 1 else throttle.failure_count + 1 end,
      window_started_at = case
        when throttle.window_started_at < now() - make_interval(mins => ${throttlePolicy.windowMinutes})
        then now() else throttle.window_started_at end
    returning failure_count`.execute(database);
  return result.rows[0]?.failure_count ?? 1;
}

async function blockFor(database: Database, bucket: string, seconds: number): Promise<void> {
  await database
    .updateTable('login_throttle')
    .set({ blocked_until: sql<Date>`now() + make_interval(secs => ${seconds})` })
    .where('bucket', '=', bucket)
    .execute();
}

export async function recordFailedSignIn(
  database: Database,
  attempt: { email: string; ipAddress: string },
): Promise<void> {
  const account = accountBucket(attempt.email);
  const address = addressBucket(attempt.ipAddress);
  const [accountFailures, addressFailures] = await Promise.all([
    countFailure(database, account),
    countFailure(database, address),
  ]);
  const { account: accountPolicy, address: addressPolicy } = throttlePolicy;
  if (accountFailures > accountPolicy.freeFailures) {
    const excess = accountFailures - accountPolicy.freeFailures;
    const delay = Math.min(2 ** (excess - 1), accountPolicy.maximumDelaySeconds);
    await blockFor(database, account, delay);
  }
  if (addressFailures >= addressPolicy.freeFailures) {
    await blockFor(database, address, addressPolicy.blockSeconds);
  }
}

/** A successful sign-in forgets the account's failures (not the address's). */
export async function clearAccountFailures(database: Database, email: string): Promise<void> {
  await database.deleteFrom('login_throttle').where('bucket', '=', accountBucket(email)).execute();
}
