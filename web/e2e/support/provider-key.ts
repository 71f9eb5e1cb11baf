import { createHash, randomBytes } from 'node:crypto';
import { withTestDatabase } from './database';

/** A provider key of the Norwegian database, as `provider-keys create` makes one. */
export async function createProviderKey(name: string): Promise<string> {
  const key = `itadpk_${randomBytes(32).toString('base64url')}`;
  await withTestDatabase((client) =>
    client.query('insert into provider_api_keys (name, key_hash) values ($1, $2)', [
      name,
      createHash('sha256').update(key).digest('hex'),
    ]),
  );
  return key;
}

/** The supplier a user acts for. */
export async function supplierIdOf(email: string): Promise<string> {
  return withTestDatabase(async (client) => {
    const result = await client.query<{ supplier_id: string }>(
      'select supplier_id from users where email = $1',
      [email],
    );
    return result.rows[0]!.supplier_id;
  });
}
