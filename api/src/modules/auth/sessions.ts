import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';

export const sessionAbsoluteLifetimeDays = 30;
export const sessionIdleLifetimeDays = 7;

export interface SessionOwner {
  sessionId: string;
  userId: string;
  supplierId: string;
  homeSupplierId: string;
  email: string;
  isAdmin: boolean;
  hasReportAccess: boolean;
  canUpload: boolean;
  expiresAt: Date;
}

export async function createSession(
  database: Database,
  session: { userId: string; supplierId: string; userAgent?: string; ipAddress?: string },
): Promise<{ id: string; expiresAt: Date }> {
  const created = await database
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      supplier_id: session.supplierId,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
      ip_address: session.ipAddress ?? null,
      expires_at: sql<Date>`now() + make_interval(days => ${sessionAbsoluteLifetimeDays})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: created.id, expiresAt: created.expires_at };
}

/**
 * The session and its user when the session is alive: not ended, within its absolute and idle
 * lifetimes, its user active, and the acting supplier the user's own or, for a master account,
 * one of its sub-suppliers (the same rule as suppliers/policy.ts, applied in SQL).
 */
export async function findLiveSession(
  database: Database,
  sessionId: string,
  userId: string,
): Promise<SessionOwner | null> {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  const row = await database
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('suppliers as acting', 'acting.id', 'sessions.supplier_id')
    .innerJoin('suppliers as home', 'home.id', 'users.supplier_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'users.id as userId',
      'users.supplier_id as homeSupplierId',
      'users.email as email',
      'users.is_admin as isAdmin',
      'users.has_report_access as hasReportAccess',
      'acting.id as supplierId',
      'acting.can_upload as canUpload',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where(
      'sessions.last_used_at',
      '>',
      sql<Date>`now() - make_interval(days => ${sessionIdleLifetimeDays})`,
    )
    .where('users.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('acting.id', '=', eb.ref('users.supplier_id')),
        eb.and([
          eb('home.is_master_account', '=', true),
          eb('acting.parent_supplier_id', '=', eb.ref('home.id')),
        ]),
      ]),
    )
    .executeTakeFirst();
  return row ?? null;
}

export async function touchSession(database: Database, sessionId: string): Promise<void> {
  await database
    .updateTable('sessions')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}

export async function revokeSession(database: Database, sessionId: string): Promise<void> {
  await database
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
