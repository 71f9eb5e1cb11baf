import { sql } from 'kysely';
import { runPreparedQuery, type Database } from '../../database/connections.js';
import { createSecretToken, hashSecretToken } from '../../shared/secret-tokens.js';

/** Provider keys are told apart from user tokens (JWTs) by this prefix. */
const providerKeyPrefix = 'itadpk_';

export interface ProviderCredential {
  id: string;
  name: string;
}

export function isProviderKey(token: string): boolean {
  return token.startsWith(providerKeyPrefix);
}

/** Creates a key (256 random bits) and returns it: the only time it can be read. */
export async function createProviderKey(
  database: Database,
  name: string,
): Promise<{ id: string; key: string }> {
  const { token: key, hash } = createSecretToken(providerKeyPrefix);
  const { id } = await database
    .insertInto('provider_api_keys')
    .values({ name, key_hash: hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, key };
}

export async function findProviderCredential(
  database: Database,
  key: string,
): Promise<ProviderCredential | null> {
  if (!isProviderKey(key)) return null;
  const [row] = await runPreparedQuery<ProviderCredential>(database, {
    name: 'find_provider_key',
    text: `update provider_api_keys set last_used_at = now()
           where key_hash = $1 and revoked_at is null returning id, name`,
    values: [hashSecretToken(key)],
  });
  return row ?? null;
}

export function listProviderKeys(database: Database) {
  return database
    .selectFrom('provider_api_keys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'revoked_at'])
    .orderBy('created_at')
    .execute();
}

export async function revokeProviderKey(database: Database, id: string): Promise<boolean> {
  const result = await database
    .updateTable('provider_api_keys')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
