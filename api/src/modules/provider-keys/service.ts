import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  createProviderKey,
  revokeProviderKey,
} from '../../infrastructure/provider-keys/service.js';
import { DomainError } from '../../shared/errors.js';
import { pageOf } from '../../shared/lists/list-arguments.js';
import { recordStaffAudit } from '../staff/service.js';
import type { StaffCaller } from '../staff/staff-model.js';

/** Who acts, for the staff log. */
export interface KeyActor {
  staff: StaffCaller;
  ipAddress: string | null;
}

const keyColumns = ['id', 'name', 'created_at', 'last_used_at', 'revoked_at'] as const;

/** The country's provider keys, working ones first, then the newest. */
function providerKeysQuery(database: Database) {
  return database
    .selectFrom('provider_api_keys')
    .select(keyColumns)
    .orderBy(sql`revoked_at is null`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id');
}

/** A page of the keys. */
export function pageProviderKeys(database: Database, page: { page: number; pageSize: number }) {
  return pageOf(database, providerKeysQuery(database), page);
}

/** The export's reader of the same list. */
export function providerKeyListReader() {
  return (source: Database, offset: number, limit: number) =>
    providerKeysQuery(source).limit(limit).offset(offset).execute();
}

function findKey(database: Database, id: string) {
  return database
    .selectFrom('provider_api_keys')
    .select(keyColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

const logged = (actor: KeyActor, action: string, key: { id: string; name: string }) => ({
  staff: { id: actor.staff.staffId, name: actor.staff.name },
  action,
  target: { type: 'provider_key', id: key.id, label: key.name },
  ipAddress: actor.ipAddress,
});

/** A key for one of the provider's systems (the command line's rule), in the staff log. */
export async function createLoggedProviderKey(database: Database, name: string, actor: KeyActor) {
  return database.transaction().execute(async (transaction) => {
    const created = await createProviderKey(transaction, name);
    await recordStaffAudit(
      transaction,
      logged(actor, 'provider_key.created', { ...created, name }),
    );
    const key = await findKey(transaction, created.id);
    if (!key) throw new Error('A key just created was not found');
    return { key, secret: created.key };
  });
}

/** Revokes a key (once: a revoked key stays as it was, and is not logged again). */
export async function revokeLoggedProviderKey(database: Database, id: string, actor: KeyActor) {
  return database.transaction().execute(async (transaction) => {
    const key = await findKey(transaction, id);
    if (!key) throw new DomainError('NOT_FOUND');
    if (await revokeProviderKey(transaction, id)) {
      await recordStaffAudit(transaction, logged(actor, 'provider_key.revoked', key));
    }
    const revoked = await findKey(transaction, id);
    if (!revoked) throw new DomainError('NOT_FOUND');
    return revoked;
  });
}
