import path from 'node:path';
import type { AppConfig } from '../config.js';
import { encryptPlainWebhookSecrets } from '../modules/webhooks/service.js';
import { countryCodes, type CountryCode } from '../shared/countries.js';
import {
  createCountryDatabases,
  ensureDatabaseExists,
  type CountryDatabases,
} from './connections.js';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './embedded.js';
import { migrateToLatest } from './migrate.js';
import { migrateJobQueue } from './job-queue.js';

export interface PreparedDatabases {
  databases: CountryDatabases;
  urls: Record<CountryCode, string>;
  embeddedServer: EmbeddedPostgresServer | undefined;
  /** Webhook secrets found in plain text (stored before encryption) and encrypted now. */
  encryptedPlainSecrets: number;
}

/** Starts the embedded server when no DATABASE_URL is set, creates and migrates each country. */
export async function prepareDatabases(config: AppConfig): Promise<PreparedDatabases> {
  let embeddedServer: EmbeddedPostgresServer | undefined;
  let urls = config.databaseUrls;
  if (!urls) {
    embeddedServer = await startEmbeddedPostgres({
      directory: path.join(config.dataDirectory, 'postgres'),
      port: config.embeddedPostgresPort,
    });
    const serverUrl = embeddedServer.serverUrl;
    urls = Object.fromEntries(
      countryCodes.map((country) => [country, `${serverUrl}itad_portal_${country}`]),
    ) as Record<CountryCode, string>;
  }
  const resolvedUrls = urls;
  try {
    for (const country of countryCodes) await ensureDatabaseExists(resolvedUrls[country]);
    const databases = createCountryDatabases(resolvedUrls);
    let encryptedPlainSecrets = 0;
    for (const country of countryCodes) {
      await migrateToLatest(databases[country]);
      await migrateJobQueue(resolvedUrls[country]);
      // The step of the migrations that needs the key (see its migration).
      encryptedPlainSecrets += await encryptPlainWebhookSecrets(
        databases[country],
        config.secretEncryption.keyring,
      );
    }
    return { databases, urls: resolvedUrls, embeddedServer, encryptedPlainSecrets };
  } catch (error) {
    await embeddedServer?.stop();
    throw error;
  }
}
