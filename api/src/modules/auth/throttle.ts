import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../database/connections.js';
import { clientAddressKeys } from '../../shared/client-address.js';
import { DomainError } from '../../shared/errors.js';
import { siteLimitFactor } from '../../shared/rate-limit.js';

/**
 * Sign-in throttling, kept in PostgreSQL so every server instance shares it.
 * - Per account: after 5 failures in 15 minutes each further failure adds a delay that doubles,
 *   capped at 60 seconds, so guessing cannot lock the real owner out for long.
 * - Per client address: 50 confirmed failures in 15 minutes block that address for 15 minutes;
 *   an IPv6 client counts under its /64 and, with four times the limit, its /56.
 * An attempt is counted before its password is checked, in the same statement that decides whether
 * it may go ahead, so a burst of parallel attempts is judged one by one: only as many are checked
 * as would be one after another. On the account the attempt counts as a failure until it succeeds.
 * On the address it is only pending (its own bucket): pending and confirmed failures together may
 * not pass the limit, but only confirmed failures block, so a burst that fails on one account, or
 * succeeds, never locks out everyone behind the address.
 */
export const throttlePolicy = {
  windowMinutes: 15,
  account: { freeFailures: 5, maximumDelaySeconds: 60 },
  address: { freeFailures: 50, blockSeconds: 15 * 60 },
} as const;

export interface SignInAttempt {
  email: string;
  ipAddress: string;
}

const accountBucket = (email: string) => `account:${email.trim().toLowerCase()}`;
/** An IPv6 client counts under its /64: it could take a fresh address for every attempt. */
export const addressBucket = (ipAddress: string) => addressLevels(ipAddress)[0]!.confirmed;
/** An IPv6 client's /56 (a site with a few /64 networks of its own) counts as well. */
export const addressSiteBucket = (ipAddress: string) =>
  addressLevels(ipAddress)[1]?.confirmed ?? null;

/** One count an attempt's client address is judged by: its confirmed and pending buckets. */
interface AddressLevel {
  confirmed: string;
  pending: string;
  freeFailures: number;
}

/** The address (an IPv6 client's /64) and, for IPv6, its /56 with a larger limit. */
function addressLevels(ipAddress: string): AddressLevel[] {
  const { network, site } = clientAddressKeys(ipAddress);
  const { freeFailures } = throttlePolicy.address;
  const levels: AddressLevel[] = [
    { confirmed: `address:${network}`, pending: `address-pending:${network}`, freeFailures },
  ];
  if (site) {
    levels.push({
      confirmed: `address-site:${site}`,
      pending: `address-site-pending:${site}`,
      freeFailures: freeFailures * siteLimitFactor,
    });
  }
  return levels;
}

/** Seconds to block for once the window holds `failures` failures (SQL), or null. */
type BlockRule = (failures: RawBuilder<number>) => RawBuilder<number | null>;

const accountBlock: BlockRule = (failures) => {
  const { freeFailures, maximumDelaySeconds } = throttlePolicy.account;
  return sql<number | null>`(case when ${failures} > ${freeFailures}::int
    then least(power(2, ${failures} - ${freeFailures}::int - 1), ${maximumDelaySeconds}::int)
    end)::double precision`;
};

const addressBlock =
  (level: AddressLevel): BlockRule =>
  (failures) =>
    sql<number | null>`(case when ${failures} >= ${level.freeFailures}::int
      then ${throttlePolicy.address.blockSeconds}::int end)::double precision`;

/**
 * Counts one attempt in the bucket unless it is blocked, and blocks it at once when this attempt
 * reaches the limit. One statement under the row's lock: parallel attempts queue here.
 * Returns false when the bucket was blocked (nothing counted).
 */
async function reserve(database: Database, bucket: string, rule: BlockRule): Promise<boolean> {
  const windowExpired = sql<boolean>`throttle.window_started_at < now() - make_interval(mins => ${throttlePolicy.windowMinutes})`;
  const failures = sql<number>`(case when ${windowExpired} then 1 else throttle.failure_count + 1 end)`;
  const firstBlock = rule(sql<number>`1`);
  const block = rule(failures);
  const result = await sql<{ failure_count: number }>`
    insert into login_throttle as throttle (bucket, failure_count, window_started_at, blocked_until)
    values (${bucket}, 1, now(), now() + make_interval(secs => ${firstBlock}))
    on conflict (bucket) do update set
      failure_count = ${failures},
      window_started_at = case when ${windowExpired} then now() else throttle.window_started_at end,
      blocked_until = coalesce(now() + make_interval(secs => ${block}), throttle.blocked_until)
    where throttle.blocked_until is null or throttle.blocked_until <= now()
    returning failure_count`.execute(database);
  return result.rows.length > 0;
}

async function secondsBlocked(database: Database, attempt: SignInAttempt): Promise<number> {
  const blocked = await database
    .selectFrom('login_throttle')
    .select(sql<number>`ceil(extract(epoch from max(blocked_until) - now()))::int`.as('seconds'))
    .where('bucket', 'in', [
      accountBucket(attempt.email),
      ...addressLevels(attempt.ipAddress).map((level) => level.confirmed),
    ])
    .where('blocked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Math.max(1, blocked?.seconds ?? 1);
}

/**
 * Counts one pending attempt at the address level unless it is blocked or its pending and
 * confirmed failures together reach the limit. The pending row's lock queues parallel attempts;
 * the failures are read only once it is held, in a statement of their own: a statement that began
 * before it waited would see the pending count of now beside the failures of then, missing one
 * confirmed meanwhile by an attempt that has already left the pending count.
 */
async function reserveAddress(database: Database, level: AddressLevel): Promise<boolean> {
  const { windowMinutes } = throttlePolicy;
  const { freeFailures } = level;
  const confirmed = sql<number>`coalesce((select failure_count from login_throttle
    where bucket = ${level.confirmed}
      and window_started_at >= now() - make_interval(mins => ${windowMinutes})), 0)`;
  const blocked = sql<boolean>`exists (select 1 from login_throttle
    where bucket = ${level.confirmed} and blocked_until > now())`;
  const windowExpired = sql<boolean>`pending.window_started_at < now() - make_interval(mins => ${windowMinutes})`;
  return database.transaction().execute(async (transaction) => {
    await sql`insert into login_throttle (bucket, failure_count, window_started_at)
      values (${level.pending}, 0, now()) on conflict (bucket) do nothing`.execute(transaction);
    await sql`select 1 from login_throttle where bucket = ${level.pending} for update`.execute(
      transaction,
    );
    const result = await sql<{ failure_count: number }>`
      update login_throttle as pending set
        failure_count = case when ${windowExpired} then 1 else pending.failure_count + 1 end,
        window_started_at = case when ${windowExpired} then now() else pending.window_started_at end
      where pending.bucket = ${level.pending}
        and not ${blocked} and ${confirmed} < ${freeFailures}::int
        and (${windowExpired} or pending.failure_count + ${confirmed} < ${freeFailures}::int)
      returning failure_count`.execute(transaction);
    return result.rows.length > 0;
  });
}

/** The attempt is no longer pending at these levels (it succeeded, failed or was refused). */
async function releaseAddress(database: Database, levels: AddressLevel[]): Promise<void> {
  if (levels.length === 0) return;
  await database
    .updateTable('login_throttle')
    .set({ failure_count: sql<number>`greatest(failure_count - 1, 0)` })
    .where(
      'bucket',
      'in',
      levels.map((level) => level.pending),
    )
    .execute();
}

/**
 * Reserves a sign-in attempt for the account (counted as a failure until `signInSucceeded` takes
 * it back) and the client address (pending). Throws TOO_MANY_ATTEMPTS (with retryAfterSeconds)
 * while either is blocked or full, counting nothing.
 */
export async function reserveSignInAttempt(
  database: Database,
  attempt: SignInAttempt,
): Promise<void> {
  const levels = addressLevels(attempt.ipAddress);
  const reserved: AddressLevel[] = [];
  for (const level of levels) {
    if (!(await reserveAddress(database, level))) break;
    reserved.push(level);
  }
  const address = reserved.length === levels.length;
  const account = address && (await reserve(database, accountBucket(attempt.email), accountBlock));
  if (account) return;
  await releaseAddress(database, reserved);
  throw new DomainError('TOO_MANY_ATTEMPTS', undefined, {
    retryAfterSeconds: await secondsBlocked(database, attempt),
  });
}

/**
 * A failed attempt: the account's delay runs from now, as it would have had the failure been
 * counted only after the password check; each address level counts a confirmed failure, blocked
 * at its limit.
 */
export async function signInFailed(database: Database, attempt: SignInAttempt): Promise<void> {
  const block = accountBlock(sql<number>`failure_count`);
  await sql`
    update login_throttle
    set blocked_until = greatest(blocked_until, now() + make_interval(secs => ${block}))
    where bucket = ${accountBucket(attempt.email)} and ${block} is not null`.execute(database);

  const windowExpired = sql<boolean>`throttle.window_started_at < now() - make_interval(mins => ${throttlePolicy.windowMinutes})`;
  const failures = sql<number>`(case when ${windowExpired} then 1 else throttle.failure_count + 1 end)`;
  const levels = addressLevels(attempt.ipAddress);
  for (const level of levels) {
    const block = addressBlock(level);
    await sql`
      insert into login_throttle as throttle (bucket, failure_count, window_started_at, blocked_until)
      values (${level.confirmed}, 1, now(), now() + make_interval(secs => ${block(sql<number>`1`)}))
      on conflict (bucket) do update set
        failure_count = ${failures},
        window_started_at = case when ${windowExpired} then now() else throttle.window_started_at end,
        blocked_until = coalesce(now() + make_interval(secs => ${block(failures)}),
          throttle.blocked_until)`.execute(database);
  }
  await releaseAddress(database, levels);
}

/** A successful sign-in forgets the account's failures and its pending attempt on the address. */
export async function signInSucceeded(database: Database, attempt: SignInAttempt): Promise<void> {
  await database
    .deleteFrom('login_throttle')
    .where('bucket', '=', accountBucket(attempt.email))
    .execute();
  await releaseAddress(database, addressLevels(attempt.ipAddress));
}
