import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { AuditActor, AuditEvent } from './audit-model.js';
import { currentRequestOrigin } from './request-origin.js';

// Long headers are cut: an entry records who, not everything a client sends.
const maximumUserAgentLength = 512;
const maximumLabelLength = 300;

/** The actor's columns; a user's name, e-mail and supplier are read as they are now. */
function actorColumns(actor: AuditActor) {
  if (actor.type === 'scim') {
    return {
      actor_type: 'scim',
      actor_id: actor.tokenId,
      actor_name: sql<string>`coalesce((select name from scim_tokens where id = ${actor.tokenId}), '')`,
      actor_email: '',
    };
  }
  if (actor.type === 'api_token') {
    const token = (column: 'name' | 'supplier_id') =>
      sql<string>`(select ${sql.ref(column)} from api_tokens where id = ${actor.tokenId})`;
    return {
      actor_type: actor.type,
      actor_id: actor.tokenId,
      actor_name: sql<string>`coalesce(${token('name')}, '')`,
      actor_email: '',
      actor_supplier_id: token('supplier_id'),
    };
  }
  if (actor.type === 'staff') {
    return {
      actor_type: 'staff',
      actor_id: actor.staffId,
      actor_name: sql<string>`coalesce((select name from staff_members where id = ${actor.staffId}), '')`,
      actor_email: '',
    };
  }
  if (actor.type !== 'user') {
    return { actor_type: actor.type, actor_id: null, actor_name: '', actor_email: '' };
  }
  const user = (column: 'email' | 'supplier_id' | 'name') =>
    column === 'name'
      ? sql<string>`coalesce((select trim(first_name || ' ' || last_name) from users where id = ${actor.userId}), '')`
      : sql<string>`(select ${sql.ref(column)} from users where id = ${actor.userId})`;
  return {
    actor_type: 'user',
    actor_id: actor.userId,
    actor_name: user('name'),
    actor_email: sql<string>`coalesce(${user('email')}, '')`,
    actor_supplier_id: user('supplier_id'),
  };
}

function insertEvents(database: Database, events: readonly AuditEvent[]) {
  const origin = currentRequestOrigin();
  return database
    .insertInto('audit_log')
    .values(
      events.map((event) => ({
        supplier_id: event.supplierId,
        ...actorColumns(event.actor),
        ip_address: origin?.ipAddress ?? null,
        user_agent: origin?.userAgent?.slice(0, maximumUserAgentLength) ?? null,
        action: event.action,
        target_type: event.target?.type ?? null,
        target_id: event.target?.id ?? null,
        target_label: event.target?.label?.slice(0, maximumLabelLength) ?? null,
        details: JSON.stringify(
          Object.fromEntries(
            Object.entries(event.details ?? {}).filter(([, value]) => value !== undefined),
          ),
        ),
      })),
    )
    .execute();
}

/**
 * Records an event in the supplier's audit log. Call it with the transaction of the change it
 * records, so a change rolled back leaves no entry; a read (a download) records right after.
 * Recording never breaks what it records: inside a transaction the insert runs in a savepoint
 * that is rolled back alone when it fails; either way the failure is logged and swallowed.
 */
export async function recordAuditEvent(database: Database, event: AuditEvent): Promise<void> {
  await recordAuditEvents(database, [event]);
}

/** Several events in one statement (a ZIP's certificates), recorded as recordAuditEvent does. */
export async function recordAuditEvents(
  database: Database,
  events: readonly AuditEvent[],
): Promise<void> {
  if (events.length === 0) return;
  try {
    if (!database.isTransaction) {
      await insertEvents(database, events);
      return;
    }
    await sql`savepoint audit_log_entry`.execute(database);
    try {
      await insertEvents(database, events);
      await sql`release savepoint audit_log_entry`.execute(database);
    } catch (error) {
      await sql`rollback to savepoint audit_log_entry`.execute(database);
      throw error;
    }
  } catch (error) {
    const action = events[0]?.action;
    const log = currentRequestOrigin()?.log;
    if (log) log.error({ err: error, action }, 'Audit log entry not recorded');
    else console.error('Audit log entry not recorded', action, error);
  }
}
