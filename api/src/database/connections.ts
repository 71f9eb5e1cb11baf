import { Kysely, PostgresDialect, sql, type Logger } from 'kysely';
import pg from 'pg';
import { countryCodes, type CountryCode } from '../shared/countries.js';
import type { DB } from './schema.generated.js';

export type Database = Kysely<DB>;
export type CountryDatabases = Record<CountryCode, Database>;

// COUNT(*) and BIGINT come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// A DATE is a calendar day (YYYY-MM-DD); as a JS Date it would shift with the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** What a database may be made with beyond its address (tests count statements with `log`). */
export interface DatabaseOptions {
  /** Told of every statement Kysely runs, when it has run. */
  log?: Logger;
}

export function createDatabase(
  connectionString: string,
  maximumConnections = 10,
  options: DatabaseOptions = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: maximumConnections,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool discards it and opens a new one on demand.
  const databaseName = new URL(connectionString).pathname.slice(1);
  pool.on('error', (error) => {
    process.emitWarning(`Idle PostgreSQL connection to ${databaseName} closed: ${error.message}`);
  });
  // The pool listens for errors only while a connection is idle. One checked out but between
  // queries (a transaction awaiting other work) that the server terminates would otherwise
  // emit an unhandled 'error' and end the process; its next query fails and the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const database = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    ...(options.log ? { log: options.log } : {}),
  });
  pools.set(database, pool);
  connectionsClosed.set(database, trackConnections(pool));
  return database;
}

const connectionsClosed = new WeakMap<Database, () => Promise<void>>();

/**
 * A function that resolves once every connection the pool opened so far has closed. Ending a
 * pool only asks its connections to close; a database stopped before they have (an embedded
 * one at shut-down) would terminate them mid-way, with errors in the log.
 */
export function trackConnections(pool: pg.Pool): () => Promise<void> {
  const open = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const closed = new Promise<void>((resolve) => client.once('end', () => resolve()));
    open.add(closed);
    void closed.then(() => open.delete(closed));
  });
  return async () => {
    await Promise.all(open);
  };
}

/** Closes the database's pool and waits until its connections have closed. */
export async function closeDatabase(database: Database): Promise<void> {
  await database.destroy();
  // Kysely ends the pool only if a query went through Kysely; one used only by
  // runPreparedQuery would keep its idle connections until their idle timeout (30 s).
  const pool = pools.get(database);
  if (pool && !pool.ended) await pool.end();
  await connectionsClosed.get(database)?.();
}

const pools = new WeakMap<Database, pg.Pool>();

/**
 * Runs a named prepared statement: PostgreSQL plans it once per connection instead of on every
 * call. For the few queries that run on every request; measured 4x faster for the session join.
 */
export async function runPreparedQuery<Row extends pg.QueryResultRow>(
  database: Database,
  statement: { name: string; text: string; values: unknown[] },
): Promise<Row[]> {
  const pool = pools.get(database);
  if (!pool) throw new Error('runPreparedQuery needs a database made by createDatabase');
  const result = await pool.query<Row>(statement);
  return result.rows;
}

/** How to open a connection of one's own to the database (for LISTEN, which needs to keep it). */
export function connectionConfigOf(database: Database): pg.ClientConfig {
  const pool = pools.get(database);
  if (!pool) throw new Error('connectionConfigOf needs a database made by createDatabase');
  return pool.options;
}

export function createCountryDatabases(
  urls: Record<CountryCode, string>,
  options: DatabaseOptions = {},
): CountryDatabases {
  const entries = countryCodes.map(
    (country) => [country, createDatabase(urls[country], undefined, options)] as const,
  );
  return Object.fromEntries(entries) as CountryDatabases;
}

export async function destroyCountryDatabases(databases: CountryDatabases): Promise<void> {
  await Promise.all(countryCodes.map((country) => closeDatabase(databases[country])));
}

/** Creates the database named in the URL when it is missing (needs CREATEDB on that server). */
export async function ensureDatabaseExists(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const databaseName = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!databaseName) throw new Error(`No database name in ${url.origin}`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [
      databaseName,
    ]);
    if (existing.rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(databaseName)}`);
    }
  } catch (error) {
    // Another instance may have created it between our check and create.
    if (!(error instanceof Error && /already exists/.test(error.message))) throw error;
  } finally {
    await client.end();
  }
}

export async function isDatabaseReachable(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database);
    return true;
  } catch {
    return false;
  }
}
