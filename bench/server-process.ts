import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  url: string;
  /** postgres:// URL of the server's embedded PostgreSQL, with a trailing slash. */
  databaseServerUrl: string;
  startupMilliseconds: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the built server (npm run build) with demo data on a fresh embedded database. */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDirectory = await mkdtemp(path.join(os.tmpdir(), 'itad-bench-'));
  const port = await freePort();
  const databasePort = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repositoryRoot, 'api', 'dist', 'main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDirectory,
        PORT: String(port),
        EMBEDDED_POSTGRES_PORT: String(databasePort),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('is running at')) {
    if (child.exitCode !== null) throw new Error(`Server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMilliseconds = Math.round(performance.now() - started);
  const password = (await readFile(path.join(dataDirectory, 'postgres-password'), 'utf8')).trim();
  return {
    url: `http://127.0.0.1:${port}`,
    databaseServerUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/`,
    startupMilliseconds,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until no background task of any country is due or running (demo data queues report
 * generation and mails at start), so measurements do not share the CPU with them. Returns the
 * milliseconds waited.
 */
export async function waitUntilIdle(server: BenchServer, timeoutMilliseconds = 180_000) {
  const started = performance.now();
  const clients = await Promise.all(
    ['no', 'dk', 'se'].map(async (country) => {
      const client = new pg.Client({
        connectionString: `${server.databaseServerUrl}itad_portal_${country}`,
      });
      await client.connect();
      return client;
    }),
  );
  try {
    let quietPolls = 0;
    while (quietPolls < 2) {
      if (performance.now() - started > timeoutMilliseconds) {
        throw new Error(`background task still busy after ${timeoutMilliseconds / 1_000} s`);
      }
      const counts = await Promise.all(
        clients.map(async (client) => {
          const result = await client.query<{ count: string }>(
            `select count(*) from graphile_worker._private_jobs
              where run_at <= now() and attempts < max_attempts`,
          );
          return Number(result.rows[0]?.count ?? 0);
        }),
      );
      quietPolls = counts.every((count) => count === 0) ? quietPolls + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return Math.round(performance.now() - started);
}
