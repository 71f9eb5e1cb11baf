import { sql } from 'kysely';
import { runPreparedQuery, type Database } from '../../database/connections.js';
import { isUuid } from '../../shared/ids.js';
import { pickUserRow, userColumns } from '../users/service.js';
import type { UserRow } from '../users/user-model.js';
import { userViewer, type Viewer } from './viewer-model.js';

export const sessionAbsoluteLifetimeDays = 30;
const sessionIdleLifetimeDays = 7;

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
): Promise<Viewer | null> {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  // Runs on every authenticated request: one prepared statement, planned once per connection.
  const rows = await runPreparedQuery<UserRow & SessionColumns>(database, {
    name: 'find_live_session',
    text: findLiveSessionStatement,
    values: [sessionId, userId, sessionIdleLifetimeDays],
  });
  const row = rows[0];
  if (!row) return null;
  return userViewer(
    pickUserRow(row),
    { supplierId: row.acting_supplier_id, canUpload: row.acting_can_upload },
    { id: row.session_id, expiresAt: row.session_expires_at, lastUsedAt: row.session_last_used_at },
    row.viewed_by_staff_id
      ? {
          staffId: row.viewed_by_staff_id,
          staffName: row.viewing_staff_name ?? '',
          endsAt: row.session_expires_at,
        }
      : undefined,
  );
}

const findLiveSessionStatement = `
  select ${userColumns.map((column) => `users.${column}`).join(', ')},
    sessions.id as session_id,
    sessions.expires_at as session_expires_at,
    sessions.last_used_at as session_last_used_at,
    acting.id as acting_supplier_id,
    acting.can_upload as acting_can_upload,
    sessions.viewed_by_staff_id,
    viewing_staff.name as viewing_staff_name
  from sessions
    join users on users.id = sessions.user_id
    join suppliers acting on acting.id = sessions.supplier_id
    join suppliers home on home.id = users.supplier_id
    left join staff_members viewing_staff on viewing_staff.id = sessions.viewed_by_staff_id
  where sessions.id = $1
    and sessions.user_id = $2
    and sessions.revoked_at is null
    and sessions.expires_at > now()
    and sessions.last_used_at > now() - make_interval(days => $3)
    and users.status = 'active'
    and (sessions.viewed_by_staff_id is null or viewing_staff.status = 'active')
    and (acting.id = home.id or (home.is_master_account and acting.parent_supplier_id = home.id))`;

interface SessionColumns {
  session_id: string;
  session_expires_at: Date;
  session_last_used_at: Date;
  acting_supplier_id: string;
  acting_can_upload: boolean;
  /** The staff member of a read-only customer view; null for the user's own session. */
  viewed_by_staff_id: string | null;
  viewing_staff_name: string | null;
}

export async function touchSession(database: Database, sessionId: string): Promise<void> {
  await database
    .updateTable('sessions')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}

/** Ends a session; true when it was live until now (false when already ended). */
export async function revokeSession(database: Database, sessionId: string): Promise<boolean> {
  const result = await database
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every live session of the user (after a password change, say). */
export async function revokeAllSessions(database: Database, userId: string): Promise<void> {
  await database
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of the user but one (the caller's, after a password change). */
export async function revokeOtherSessions(
  database: Database,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await database
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** How long the code that hands a customer view over to a browser tab stays usable. */
const viewHandoverMinutes = 2;

/**
 * A read-only session of a customer's user for a provider's staff member ("see as this
 * customer"): it ends after `minutes`, and a one-time code (stored as a hash) hands it over to
 * the tab that shows it. Inside the caller's transaction, so it exists only with its log entries.
 */
export async function createCustomerViewSession(
  database: Database,
  view: {
    userId: string;
    supplierId: string;
    staffId: string;
    reason: string;
    minutes: number;
    handoverHash: string;
    userAgent?: string | undefined;
    ipAddress: string | null;
  },
): Promise<{ id: string; expiresAt: Date }> {
  const created = await database
    .insertInto('sessions')
    .values({
      user_id: view.userId,
      supplier_id: view.supplierId,
      user_agent: view.userAgent?.slice(0, 500) ?? null,
      ip_address: view.ipAddress,
      expires_at: sql<Date>`now() + make_interval(mins => ${view.minutes})`,
      viewed_by_staff_id: view.staffId,
      view_reason: view.reason,
      view_handover_hash: view.handoverHash,
      view_handover_expires_at: sql<Date>`now() + make_interval(mins => ${viewHandoverMinutes})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: created.id, expiresAt: created.expires_at };
}

/**
 * Uses a view's hand-over code once: the session it opens (while it lives and the code is
 * fresh), or null. The code is forgotten in the same statement, so two tabs cannot both take it.
 */
export async function takeCustomerViewHandover(
  database: Database,
  handoverHash: string,
): Promise<{ sessionId: string; userId: string } | null> {
  const taken = await database
    .updateTable('sessions')
    .set({ view_handover_hash: null, view_handover_expires_at: null })
    .where('view_handover_hash', '=', handoverHash)
    .where('view_handover_expires_at', '>', sql<Date>`now()`)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  return taken ? { sessionId: taken.id, userId: taken.user_id } : null;
}

/** Ends every customer view a staff member has open (when the member is deactivated). */
export async function revokeCustomerViewsOf(database: Database, staffId: string): Promise<void> {
  await database
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('viewed_by_staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}
