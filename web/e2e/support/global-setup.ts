import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOidcTestProvider } from '../../../api/src/test-support/oidc-test-provider';

const webDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const rootDirectory = path.resolve(webDirectory, '..');

function newestChange(paths: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const target of paths) visit(target);
  return newest;
}

/** Builds a workspace when its output is missing or older than its sources. */
function buildIfStale(workspace: string, output: string, sources: string[]): void {
  const outputPath = path.join(rootDirectory, output);
  const builtAt = existsSync(outputPath) ? statSync(outputPath).mtimeMs : 0;
  const changedAt = newestChange(sources.map((source) => path.join(rootDirectory, source)));
  if (builtAt >= changedAt) return;
  process.stdout.write(`e2e: building ${workspace}\n`);
  execFileSync('npm', ['run', 'build', '--silent', '-w', workspace], {
    cwd: rootDirectory,
    stdio: 'inherit',
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

function waitForReady(server: ChildProcess, timeoutMilliseconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Server did not start in time. Output:\n${output}`)),
      timeoutMilliseconds,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code}. Output:\n${output}`));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildIfStale('web', 'web/dist/index.html', [
    'web/src',
    // The boot screen's loading text comes from the translations.
    'locales',
    'web/index.html',
    'web/public',
    'web/vite.config.ts',
    'web/package.json',
  ]);
  // The API's build carries the merged translations it serves.
  buildIfStale('api', 'api/dist/main.js', [
    'api/src',
    'locales',
    'api/package.json',
    'api/tsconfig.build.json',
  ]);

  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const [port, postgresPort] = [await freePort(), await freePort()];
  // A real OpenID provider stands in for Microsoft; it sends the browser back to this server.
  const identityProvider = await startOidcTestProvider({
    redirectUrl: `http://localhost:${port}/login/microsoft/`,
  });
  // Another stands in for the provider's own tenant, where staff sign in to the console.
  const staffTenant = await startOidcTestProvider({
    redirectUrl: `http://localhost:${port}/console/microsoft/`,
    for: 'staff',
  });
  // Started with node itself (not npm/npx), so SIGTERM reaches the server and leaves no orphan.
  const server = spawn(process.execPath, [path.join(rootDirectory, 'api/dist/main.js')], {
    cwd: rootDirectory,
    env: {
      ...process.env,
      DATA_DIR: dataDirectory,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      // The webhook test's receiver listens on loopback (never allowed in production).
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      ...identityProvider.environment,
      ...staffTenant.environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await waitForReady(server, 120_000);
  } catch (error) {
    server.kill('SIGTERM');
    await identityProvider.close();
    await staffTenant.close();
    rmSync(dataDirectory, { recursive: true, force: true });
    throw error;
  }
  // E2E_SERVER_LOG_LEVEL=info shows the server's log while debugging a run.
  server.stdout?.on('data', (chunk: Buffer) => {
    if (process.env.E2E_SERVER_LOG_LEVEL) process.stderr.write(chunk);
  });
  server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`e2e: the server stopped early (${code ?? signal})\n`);
  });
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  // Without SMTP_URL the server writes mails as .eml files under DATA_DIR/mail; tests read them
  // there, and reach the embedded database to create users of their own.
  process.env.E2E_DATA_DIR = dataDirectory;
  process.env.E2E_DATABASE_PORT = String(postgresPort);

  return async () => {
    stopping = true;
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    await identityProvider.close();
    await staffTenant.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  };
}
