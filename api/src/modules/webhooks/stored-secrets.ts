import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  decryptSecret,
  encryptedSecretPattern,
  encryptSecret,
  isEncryptedWithCurrentKey,
  type SecretKeyring,
} from '../../shared/secret-encryption.js';

/**
 * An endpoint's signing secrets are stored encrypted (README "Webhooks"), each bound to its
 * endpoint and column: a value copied to another endpoint, or from `secret` to
 * `previous_secret`, does not decrypt.
 */
type SecretColumn = 'secret' | 'previous_secret';

function bindingOf(endpointId: string, column: SecretColumn): string {
  return `webhook_endpoints.${column}:${endpointId}`;
}

export function sealWebhookSecret(
  keyring: SecretKeyring,
  endpointId: string,
  column: SecretColumn,
  secret: string,
): string {
  return encryptSecret(keyring, secret, bindingOf(endpointId, column));
}

export function openWebhookSecret(
  keyring: SecretKeyring,
  endpointId: string,
  column: SecretColumn,
  stored: string,
): string {
  return decryptSecret(keyring, stored, bindingOf(endpointId, column));
}

const checkConstraints = [
  'webhook_endpoints_secret_encrypted',
  'webhook_endpoints_previous_secret_encrypted',
];

/** Endpoints whose secrets are stored in the encrypted format (see the constraints). */
const encryptedFormat = encryptedSecretPattern.source;

/**
 * The one-time conversion of secrets stored in plain text before they were encrypted: run with
 * the migrations (it needs the key, which SQL does not have), idempotent, safe for instances
 * starting together (row locks; a converted row no longer matches). Then the check constraints
 * the migration added unchecked are validated, so no plain secret is left or can come back.
 */
export async function encryptPlainWebhookSecrets(
  database: Database,
  keyring: SecretKeyring,
): Promise<number> {
  return database.transaction().execute(async (transaction) => {
    const plain = await transaction
      .selectFrom('webhook_endpoints')
      .select(['id', 'secret', 'previous_secret'])
      .where((eb) =>
        eb.or([
          sql<boolean>`secret !~ ${encryptedFormat}`,
          sql<boolean>`previous_secret !~ ${encryptedFormat}`,
        ]),
      )
      .forUpdate()
      .execute();
    for (const row of plain) {
      await transaction
        .updateTable('webhook_endpoints')
        .set({
          secret: sealedUnlessEncrypted(keyring, row.id, 'secret', row.secret),
          previous_secret:
            row.previous_secret === null
              ? null
              : sealedUnlessEncrypted(keyring, row.id, 'previous_secret', row.previous_secret),
        })
        .where('id', '=', row.id)
        .execute();
    }
    const unchecked = await sql<{ name: string }>`
      select conname as name from pg_constraint
       where conrelid = 'webhook_endpoints'::regclass and not convalidated
         and conname = any(${checkConstraints})`.execute(transaction);
    for (const { name } of unchecked.rows) {
      await sql`alter table webhook_endpoints validate constraint ${sql.id(name)}`.execute(
        transaction,
      );
    }
    return plain.length;
  });
}

function sealedUnlessEncrypted(
  keyring: SecretKeyring,
  endpointId: string,
  column: SecretColumn,
  stored: string,
): string {
  return encryptedSecretPattern.test(stored)
    ? stored
    : sealWebhookSecret(keyring, endpointId, column, stored);
}

/**
 * After a key rotation: every secret not yet under the current key is decrypted with the key it
 * names and encrypted with the current one, a batch of endpoints per transaction (row locks, so
 * a rotation of the same endpoint waits). Told of the progress after each batch.
 */
export async function reencryptWebhookSecrets(
  database: Database,
  keyring: SecretKeyring,
  onProgress: (progress: { reencrypted: number; total: number }) => void = () => {},
): Promise<{ reencrypted: number; total: number }> {
  const notCurrent = `^v1:${keyring.current.id}:`;
  const { total } = await database
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  let reencrypted = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await database.transaction().execute(async (transaction) => {
      const rows = await transaction
        .selectFrom('webhook_endpoints')
        .select(['id', 'secret', 'previous_secret'])
        .where(sql<boolean>`id > ${after}::uuid`)
        .where((eb) =>
          eb.or([
            sql<boolean>`secret !~ ${notCurrent}`,
            sql<boolean>`previous_secret !~ ${notCurrent}`,
          ]),
        )
        .orderBy('id')
        .limit(100)
        .forUpdate()
        .execute();
      for (const row of rows) {
        await transaction
          .updateTable('webhook_endpoints')
          .set({
            secret: underCurrentKey(keyring, row.id, 'secret', row.secret),
            previous_secret:
              row.previous_secret === null
                ? null
                : underCurrentKey(keyring, row.id, 'previous_secret', row.previous_secret),
          })
          .where('id', '=', row.id)
          .execute();
      }
      return rows;
    });
    if (batch.length === 0) break;
    reencrypted += batch.length;
    after = batch[batch.length - 1]?.id ?? after;
    onProgress({ reencrypted, total: Number(total) });
  }
  return { reencrypted, total: Number(total) };
}

function underCurrentKey(
  keyring: SecretKeyring,
  endpointId: string,
  column: SecretColumn,
  stored: string,
): string {
  if (isEncryptedWithCurrentKey(keyring, stored)) return stored;
  let secret: string;
  try {
    secret = openWebhookSecret(keyring, endpointId, column, stored);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Webhook endpoint ${endpointId}, ${column}: ${reason}`, { cause: error });
  }
  return sealWebhookSecret(keyring, endpointId, column, secret);
}
