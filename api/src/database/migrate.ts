import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrationsDirectory } from '../paths.js';

const migrationFilePattern = /^\d{14}_[a-z0-9_]+\.sql$/;

/** Reads timestamped plain-SQL migrations (`YYYYMMDDHHMMSS_name.sql`) from one folder. */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly directory: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.directory)).filter((file) => file.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      if (!migrationFilePattern.test(file)) {
        throw new Error(`Migration file name must look like 20260101120000_name.sql: ${file}`);
      }
      const statements = await readFile(path.join(this.directory, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (database) => {
          await sql.raw(statements).execute(database);
        },
      };
    }
    return migrations;
  }
}

/** Applies pending migrations; Kysely serialises concurrent runs with an advisory lock. */
export async function migrateToLatest<Schema>(
  database: Kysely<Schema>,
  directory = migrationsDirectory,
): Promise<string[]> {
  const migrator = new Migrator({
    db: database,
    provider: new SqlFileMigrationProvider(directory),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
