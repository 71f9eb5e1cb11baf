import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { RequestClient } from '../../shared/request-client.js';
import { revokeCustomerViewsOf } from '../auth/service.js';
import { createSecretToken, hashSecretToken } from '../../shared/secret-tokens.js';
import {
  isStaffRole,
  isStaffSessionToken,
  staffSessionTokenPrefix,
  type StaffCaller,
} from './staff-model.js';

/**
 * Staff sessions are short: a working day at most, and half an hour without a request ends one.
 * The console's reach (every customer of a country) is why they are shorter than customers'.
 */
const staffSessionLifetimeHours = 8;
const staffSessionIdleMinutes = 30;

export async function createStaffSession(
  database: Database,
  staffId: string,
  client: RequestClient,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = createSecretToken(staffSessionTokenPrefix);
  const expiresAt = new Date(Date.now() + staffSessionLifetimeHours * 60 * 60 * 1000);
  await database
    .insertInto('staff_sessions')
    .values({
      token_hash: hash,
      staff_id: staffId,
      expires_at: expiresAt,
      ip_address: client.ipAddress,
      user_agent: client.userAgent ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The staff member of a live session token, or null: another kind of token, an unknown,
 * revoked, expired or idle session, or a deactivated member. A use marks the session in use
 * (at most once a minute).
 */
export async function findStaffCaller(
  database: Database,
  token: string | undefined,
): Promise<StaffCaller | null> {
  if (!token || !isStaffSessionToken(token)) return null;
  const row = await database
    .selectFrom('staff_sessions as session')
    .innerJoin('staff_members as member', 'member.id', 'session.staff_id')
    .select([
      'session.id as session_id',
      'session.expires_at',
      'session.last_used_at',
      'member.id as staff_id',
      'member.email',
      'member.name',
      'member.role',
      'member.language',
    ])
    .where('session.token_hash', '=', hashSecretToken(token))
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', sql<Date>`now()`)
    .where(
      'session.last_used_at',
      '>',
      sql<Date>`now() - make_interval(mins => ${staffSessionIdleMinutes})`,
    )
    .where('member.status', '=', 'active')
    .executeTakeFirst();
  if (!row || !isStaffRole(row.role)) return null;
  if (Date.now() - new Date(row.last_used_at).getTime() > 60_000) {
    await database
      .updateTable('staff_sessions')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', row.session_id)
      .execute();
  }
  return {
    staffId: row.staff_id,
    sessionId: row.session_id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    sessionExpiresAt: new Date(row.expires_at),
  };
}

/** Ends one session (signing out); idempotent. */
export async function revokeStaffSession(database: Database, sessionId: string): Promise<void> {
  await database
    .updateTable('staff_sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of a member at once (deactivation, a new password), and every customer
 * view they have open.
 */
export async function revokeAllStaffSessions(database: Database, staffId: string): Promise<number> {
  await revokeCustomerViewsOf(database, staffId);
  const result = await database
    .updateTable('staff_sessions')
    .set({ revoked_at: sql`now()` })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
