import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { countryDatabaseUrl } from '../config.js';
import type { Database } from '../database/connections.js';
import { openWebhookSecret } from '../modules/webhooks/stored-secrets.js';
import { createSecretKeyring, secretKeyId } from '../shared/secret-encryption.js';
import { runAdmin } from '../test-support/admin-cli.js';
import {
  databaseBeforeMigration,
  dropCountryDatabases,
} from '../test-support/earlier-migrations.js';
import { createSupplier } from '../test-support/factories.js';

const encryptionMigration = '20261126030000_encrypted_webhook_secrets.sql';
const server = new URL(inject('databaseServerUrl'));
server.pathname = `/cli_secrets_${randomBytes(4).toString('hex')}_{country}`;
const databaseUrl = server.toString();
const [keyA, keyB] = [randomBytes(32), randomBytes(32)];
const secret = () => `whsec_${randomBytes(32).toString('base64')}`;

async function storedSecrets(database: Database) {
  return database
    .selectFrom('webhook_endpoints')
    .select(['id', 'secret', 'previous_secret'])
    .orderBy('id')
    .execute();
}

let database: Database | undefined;
afterAll(async () => {
  await database?.destroy();
  await dropCountryDatabases(databaseUrl);
});

describe('[PROVIDER] webhook secrets: the one-time encryption and npm run admin -- webhook-secrets', () => {
  it('encrypts plain secrets once with the migrations, then re-encrypts them under a new key', async () => {
    database = await databaseBeforeMigration(
      countryDatabaseUrl(databaseUrl, 'no'),
      encryptionMigration,
    );
    const supplier = await createSupplier(database);
    const plain = new Map<string, { secret: string; previous: string | null }>();
    for (const previous of [secret(), null]) {
      const id = randomUUID();
      const current = secret();
      plain.set(id, { secret: current, previous });
      await database
        .insertInto('webhook_endpoints')
        .values({
          id,
          supplier_id: supplier.id,
          url: 'https://hooks.example.com/portal',
          event_types: ['report.ready'],
          secret: current,
          previous_secret: previous,
          previous_secret_expires_at: previous ? sql<Date>`now() + interval '1 hour'` : null,
        })
        .execute();
    }
    const readableWith = async (keys: Buffer[]) => {
      const keyring = createSecretKeyring(keys[0] ?? keyA, keys.slice(1));
      return Object.fromEntries(
        (await storedSecrets(database as Database)).map((row) => [
          row.id,
          {
            secret: openWebhookSecret(keyring, row.id, 'secret', row.secret),
            previous:
              row.previous_secret &&
              openWebhookSecret(keyring, row.id, 'previous_secret', row.previous_secret),
          },
        ]),
      );
    };

    // The migrations and the step after them that has the key, as every start runs them.
    const keyAEnvironment = {
      DATABASE_URL: databaseUrl,
      SECRETS_ENCRYPTION_KEY: keyA.toString('base64'),
    };
    expect(runAdmin(['migrate'], keyAEnvironment).code).toBe(0);
    const encrypted = await storedSecrets(database);
    for (const row of encrypted) {
      expect(row.secret).toMatch(new RegExp(`^v1:${secretKeyId(keyA)}:`));
      expect(`${row.secret} ${row.previous_secret ?? ''}`).not.toContain('whsec_');
    }
    expect(await readableWith([keyA])).toEqual(Object.fromEntries(plain));
    // No plain secret is left, and none can be stored again.
    const { rows: constraints } = await sql<{ validated: boolean }>`
      select convalidated as validated from pg_constraint
       where conrelid = 'webhook_endpoints'::regclass and conname like '%secret_encrypted'`.execute(
      database,
    );
    expect(constraints).toEqual([{ validated: true }, { validated: true }]);
    await expect(
      database
        .updateTable('webhook_endpoints')
        .set({ secret: secret() })
        .where('supplier_id', '=', supplier.id)
        .execute(),
    ).rejects.toThrow(/webhook_endpoints_secret_encrypted/);
    // Again: nothing more to do, nothing changed.
    expect(runAdmin(['migrate'], keyAEnvironment).code).toBe(0);
    expect(await storedSecrets(database)).toEqual(encrypted);

    // Key B becomes current, A stays readable until the command has run.
    const rotatedEnvironment = {
      DATABASE_URL: databaseUrl,
      SECRETS_ENCRYPTION_KEY: keyB.toString('base64'),
      SECRETS_ENCRYPTION_KEYS_PREVIOUS: keyA.toString('base64'),
    };
    const reencrypted = runAdmin(['webhook-secrets', 're-encrypt'], rotatedEnvironment);
    expect(reencrypted.output).toContain(`Current key ${secretKeyId(keyB)}.`);
    expect(reencrypted.output).toMatch(/no: 2 endpoints re-encrypted of 2/);
    expect(reencrypted.output).toMatch(/no: done, 2 re-encrypted, 0 already under the current key/);
    expect(reencrypted.output).toMatch(/dk: done, 0 re-encrypted, 0 already/);
    expect(reencrypted.code).toBe(0);
    for (const row of await storedSecrets(database)) {
      expect(row.secret).toMatch(new RegExp(`^v1:${secretKeyId(keyB)}:`));
      if (row.previous_secret) {
        expect(row.previous_secret).toMatch(new RegExp(`^v1:${secretKeyId(keyB)}:`));
      }
    }
    // Key A can go now.
    expect(await readableWith([keyB])).toEqual(Object.fromEntries(plain));

    const again = runAdmin(
      ['webhook-secrets', 're-encrypt', '--country', 'no'],
      rotatedEnvironment,
    );
    expect(again.output).toMatch(/no: done, 0 re-encrypted, 2 already under the current key/);
    expect(again.output).not.toMatch(/dk:/);
    expect(again.code).toBe(0);

    // A key dropped too early: refused, naming the endpoint, and nothing is changed.
    const before = await storedSecrets(database);
    const tooEarly = runAdmin(['webhook-secrets', 're-encrypt', '--country', 'no'], {
      DATABASE_URL: databaseUrl,
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(tooEarly.code).toBe(1);
    expect(tooEarly.output).toMatch(
      new RegExp(`Webhook endpoint [0-9a-f-]{36}, secret: .*${secretKeyId(keyB)}.*not configured`),
    );
    expect(await storedSecrets(database)).toEqual(before);

    expect(runAdmin(['webhook-secrets'], rotatedEnvironment).code).toBe(2);
    expect(
      runAdmin(['webhook-secrets', 're-encrypt', '--country', 'xx'], rotatedEnvironment).code,
    ).toBe(2);
  }, 180_000);
});
