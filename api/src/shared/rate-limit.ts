import { sql } from 'kysely';
import type { Database } from '../database/connections.js';
import { clientAddressKeys } from './client-address.js';
import { DomainError } from './errors.js';

export interface RateLimit {
  /** Bucket name prefix, e.g. "reset-email"; never one of sign-in's ("account", "address"). */
  scope: string;
  /** Calls allowed per window; the next one is refused until the window ends. */
  limit: number;
  windowMinutes: number;
}

/**
 * Counts a call against a limit in the login_throttle table (shared by every instance, separate
 * buckets from sign-in's) and throws TOO_MANY_ATTEMPTS with retryAfterSeconds once over it.
 */
export async function consumeRateLimit(
  database: Database,
  rateLimit: RateLimit,
  key: string,
): Promise<void> {
  const bucket = `${rateLimit.scope}:${key.trim().toLowerCase()}`;
  const window = rateLimit.windowMinutes;
  const result = await sql<{ failure_count: number; seconds_left: number }>`
    insert into login_throttle as throttle (bucket, failure_count, window_started_at)
    values (${bucket}, 1, now())
    on conflict (bucket) do update set
      failure_count = case
        when throttle.window_started_at < now() - make_interval(mins => ${window})
        then 1 else throttle.failure_count + 1 end,
      window_started_at = case
        when throttle.window_started_at < now() - make_interval(mins => ${window})
        then now() else throttle.window_started_at end
    returning failure_count,
      ceil(extract(epoch from window_started_at + make_interval(mins => ${window}) - now()))::int
        as seconds_left`.execute(database);
  const row = result.rows[0];
  if (row && row.failure_count > rateLimit.limit) {
    throw new DomainError('TOO_MANY_ATTEMPTS', undefined, {
      retryAfterSeconds: Math.max(1, row.seconds_left),
    });
  }
}

/** A /56 may make this many times a /64's calls: a site with a few networks of its own. */
export const siteLimitFactor = 4;

/**
 * Counts a call against a per-address limit: an IPv4 address, or an IPv6 client's /64 and (with
 * `siteLimitFactor` times the limit) its /56, so fresh addresses of one network share one count.
 */
export async function consumeAddressRateLimit(
  database: Database,
  rateLimit: RateLimit,
  ipAddress: string,
): Promise<void> {
  const keys = clientAddressKeys(ipAddress);
  await consumeRateLimit(database, rateLimit, keys.network);
  if (keys.site) {
    const siteLimit = { ...rateLimit, limit: rateLimit.limit * siteLimitFactor };
    await consumeRateLimit(database, siteLimit, keys.site);
  }
}

/**
 * Adds `amount` units to a limit's bucket only when the total stays within it, in one statement:
 * a refused call consumes nothing. Returns null when allowed, otherwise the seconds until the
 * window ends (the bucket's current window is then read once more, without changing it).
 */
export async function consumeWithinLimit(
  database: Database,
  rateLimit: RateLimit,
  key: string,
  amount: number,
): Promise<{ retryAfterSeconds: number } | null> {
  const bucket = `${rateLimit.scope}:${key.trim().toLowerCase()}`;
  const window = rateLimit.windowMinutes;
  const consumed = await sql<{ bucket: string }>`
    insert into login_throttle as throttle (bucket, failure_count, window_started_at)
    select ${bucket}, ${amount}::int, now() where ${amount}::int <= ${rateLimit.limit}::int
    on conflict (bucket) do update set
      failure_count = case
        when throttle.window_started_at < now() - make_interval(mins => ${window})
        then excluded.failure_count else throttle.failure_count + excluded.failure_count end,
      window_started_at = case
        when throttle.window_started_at < now() - make_interval(mins => ${window})
        then now() else throttle.window_started_at end
    where throttle.window_started_at < now() - make_interval(mins => ${window})
      or throttle.failure_count + excluded.failure_count <= ${rateLimit.limit}::int
    returning bucket`.execute(database);
  if (consumed.rows.length) return null;
  const current = await sql<{ seconds_left: number | null }>`
    select ceil(extract(epoch from window_started_at + make_interval(mins => ${window}) - now()))::int
      as seconds_left
    from login_throttle where bucket = ${bucket}`.execute(database);
  const secondsLeft = current.rows[0]?.seconds_left ?? rateLimit.windowMinutes * 60;
  return { retryAfterSeconds: Math.max(1, secondsLeft) };
}

/**
 * Refuses (TOO_MANY_ATTEMPTS, with retryAfterSeconds) while a limit's bucket is full, counting
 * nothing: for limits that count failures only, consumed when an attempt fails.
 */
export async function assertWithinRateLimit(
  database: Database,
  rateLimit: RateLimit,
  key: string,
): Promise<void> {
  const bucket = `${rateLimit.scope}:${key.trim().toLowerCase()}`;
  const window = rateLimit.windowMinutes;
  const result = await sql<{ seconds_left: number }>`
    select ceil(extract(epoch from window_started_at + make_interval(mins => ${window}) - now()))::int
      as seconds_left
    from login_throttle
    where bucket = ${bucket}
      and failure_count >= ${rateLimit.limit}::int
      and window_started_at >= now() - make_interval(mins => ${window})`.execute(database);
  const full = result.rows[0];
  if (full) {
    throw new DomainError('TOO_MANY_ATTEMPTS', undefined, {
      retryAfterSeconds: Math.max(1, full.seconds_left),
    });
  }
}

/** assertWithinRateLimit for an address: its network and, for IPv6, its site. */
export async function assertWithinAddressRateLimit(
  database: Database,
  rateLimit: RateLimit,
  ipAddress: string,
): Promise<void> {
  const keys = clientAddressKeys(ipAddress);
  await assertWithinRateLimit(database, rateLimit, keys.network);
  if (keys.site) {
    const siteLimit = { ...rateLimit, limit: rateLimit.limit * siteLimitFactor };
    await assertWithinRateLimit(database, siteLimit, keys.site);
  }
}
