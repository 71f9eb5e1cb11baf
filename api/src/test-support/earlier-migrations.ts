import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { countryDatabaseUrl } from '../config.js';
import { createDatabase, ensureDatabaseExists, type Database } from '../database/connections.js';
import { migrateToLatest } from '../database/migrate.js';
import { migrationsDirectory } from '../paths.js';
import { countryCodes } from '../shared/countries.js';

/**
 * A database as it was before `migration` (a file name in the migrations folder): every
 * migration before it applied, so a test can put data in place and see what the migration
 * (and those after it) do to data that exists.
 */
export async function databaseBeforeMigration(url: string, migration: string): Promise<Database> {
  await ensureDatabaseExists(url);
  const earlier = await mkdtemp(path.join(os.tmpdir(), 'itad-migrations-'));
  try {
    for (const file of await readdir(migrationsDirectory)) {
      if (file.endsWith('.sql') && file < migration) {
        await symlink(path.join(migrationsDirectory, file), path.join(earlier, file));
      }
    }
    const database = createDatabase(url, 1);
    await migrateToLatest(database, earlier);
    return database;
  } finally {
    await rm(earlier, { recursive: true });
  }
}

/** Drops the databases of every country behind a `{country}` URL template. */
export async function dropCountryDatabases(urlTemplate: string): Promise<void> {
  const maintenance = new URL(urlTemplate.replace('{country}', 'no'));
  maintenance.pathname = '/postgres';
  const administrator = createDatabase(maintenance.toString(), 1);
  try {
    for (const country of countryCodes) {
      const name = new URL(countryDatabaseUrl(urlTemplate, country)).pathname.slice(1);
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(administrator);
    }
  } finally {
    await administrator.destroy();
  }
}
