import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../database/connections.js';
import { countryCodes, type CountryCode } from '../shared/countries.js';

/** Runs `work` on the database server's maintenance database (to create or drop databases). */
async function onServer(work: (administrator: Database) => Promise<void>): Promise<void> {
  const url = new URL(inject('databaseServerUrl'));
  url.pathname = '/postgres';
  const administrator = createDatabase(url.toString(), 1);
  try {
    await work(administrator);
  } finally {
    await administrator.destroy();
  }
}

/**
 * Fresh databases, one per country, copied from the migrated templates. A server running job
 * workers gets its own: a worker takes any job queued in its database, so another test file's
 * server (with other mail settings, say) must never share its queue.
 */
export async function createOwnDatabases(): Promise<{
  urls: Record<CountryCode, string>;
  drop(): Promise<void>;
}> {
  const suffix = randomBytes(4).toString('hex');
  const urls = {} as Record<CountryCode, string>;
  await onServer(async (administrator) => {
    for (const country of countryCodes) {
      const url = new URL(inject('templateDatabaseUrls')[country]);
      const template = url.pathname.slice(1);
      url.pathname = `/itad_jobs_${country}_${suffix}`;
      await sql`create database ${sql.id(url.pathname.slice(1))} template ${sql.id(template)}`.execute(
        administrator,
      );
      urls[country] = url.toString();
    }
  });
  return {
    urls,
    drop: () =>
      onServer(async (administrator) => {
        for (const country of countryCodes) {
          const name = new URL(urls[country]).pathname.slice(1);
          await sql`drop database if exists ${sql.id(name)} with (force)`.execute(administrator);
        }
      }),
  };
}
