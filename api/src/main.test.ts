import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './test-support/free-port.js';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

interface RunningServer {
  process: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the server the way `npm start` does (TypeScript through tsx instead of the build). */
async function startMain(environment: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...environment },
  });
  let output = '';
  let heard: () => void = () => undefined;
  const running = new Promise<void>((resolve, reject) => {
    const fail = () => reject(new Error(`Server did not start:\n${output}`));
    // Within the test's own time limit, so the failure shows what the server said. A first start
    // creates the database cluster and seeds three countries: generous on a busy machine (how fast
    // it starts is measured by the benches, not here).
    const deadline = setTimeout(() => {
      child.kill('SIGTERM');
      fail();
    }, 100_000);
    heard = () => {
      if (!output.includes('is running at')) return;
      clearTimeout(deadline);
      resolve();
    };
    child.once('exit', () => {
      clearTimeout(deadline);
      fail();
    });
  });
  const listen = (chunk: Buffer) => {
    output += chunk.toString();
    heard();
  };
  child.stdout.on('data', listen);
  child.stderr.on('data', listen);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await running;
  return { process: child, output: () => output, exited };
}

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

let dataDirectory: string;
let environment: Record<string, string>;
let port: number;
let databasePort: number;

beforeAll(async () => {
  dataDirectory = await mkdtemp(path.join(os.tmpdir(), 'itad-main-'));
  port = await findFreePort();
  databasePort = await findFreePort();
  environment = {
    DATA_DIR: dataDirectory,
    PORT: String(port),
    EMBEDDED_POSTGRES_PORT: String(databasePort),
  };
});
afterAll(() => rm(dataDirectory, { recursive: true, force: true }));

const signIn = (email: string, country: string) =>
  fetch(`http://127.0.0.1:${port}/graphql/${country}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify({
      operationName: 'auth',
      variables: { email, password: 'Demo1234' },
      query:
        'mutation auth($email: String!, $password: String!) { auth(email: $email, password: $password) { name token } }',
    }),
  }).then((response) => response.json() as Promise<{ data?: { auth: { name: string } } }>);

describe('[OPERATOR] starts the server with no configuration', { timeout: 120_000 }, () => {
  it('runs an embedded database, seeds the demo logins, and stops cleanly on SIGTERM', async () => {
    const server = await startMain(environment);
    expect(server.output()).toContain('admin@demo.no');
    expect((await signIn('admin@demo.no', 'no')).data?.auth.name).toBe('Ingrid Haugen');
    expect((await signIn('limited@demo.no', 'no')).data?.auth.name).toBe('Kari Nilsen');
    expect((await signIn('user@demo.dk', 'dk')).data?.auth.name).toBe('Mette Jensen');
    // Users are per country: the Danish login does not exist in Norway.
    expect((await signIn('user@demo.dk', 'no')).data).toBeNull();

    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await portIsOpen(databasePort)).toBe(false);
    // Every connection closed before the database stopped: none was cut off mid-way.
    expect(server.output()).not.toMatch(/terminating connection|connection (closed|error)/i);
  });

  it('starts again on the same data without seeding twice', async () => {
    const server = await startMain(environment);
    const signedIn = (await signIn('admin@demo.no', 'no')) as {
      data?: { auth: { token: string } };
    };
    const suppliers = await fetch(`http://127.0.0.1:${port}/graphql/no`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${signedIn.data?.auth.token ?? ''}`,
      },
      body: JSON.stringify({ query: '{ get_suppliers { company } }' }),
    }).then((response) => response.json() as Promise<{ data: { get_suppliers: unknown[] } }>);
    // The master account and its three sub-suppliers, once each.
    expect(suppliers.data.get_suppliers).toHaveLength(4);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start with a bad configuration, saying what is wrong', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: { ...process.env, ...environment, PORT: 'not-a-port', SMTP_URL: 'nonsense' },
    });
    let errorOutput = '';
    child.stderr.on('data', (chunk: Buffer) => (errorOutput += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(errorOutput).toMatch(/PORT/);
    expect(errorOutput).toMatch(/SMTP_URL/);
  });
});
