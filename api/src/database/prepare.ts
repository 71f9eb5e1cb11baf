import path from 'node:path';
import type { AppConfig } from '../config.js';
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
    for (const country of countryCodes) {
      await migrateToLatest(databases[country]);
      await migrateJobQueue(resolvedUrls[country]);
    }
    return { databases, urls: resolvedUrls, embeddedServer };
  } catch (error) {
    await embeddedServer?.stop();
    throw error;
  }
}
