/** Mixed load: 100 virtual users for RESILIENCE_SECONDS (default 60 s); passes with 0 errors. */
import { Recorder } from './client.js';
import type { ScenarioContext } from './context.js';
import { startServer } from './processes.js';
import type { ScenarioResult } from './report.js';
import { runVirtualUser } from './virtual-user.js';

export const virtualUserCount = 100;

export async function mixedLoadScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const server = await startServer(
    {
      name: 'load',
      databaseUrl: `${context.postgres.serverUrl}resilience_load`,
      signingKey: context.signingKey,
    },
    context.cleanups,
  );
  try {
    const recorder = new Recorder();
    const signIns = new Recorder();
    const writes = new Recorder();
    const started = performance.now();
    const deadline = Date.now() + context.loadSeconds * 1_000;
    await Promise.all(
      Array.from({ length: virtualUserCount }, (_, index) =>
        runVirtualUser({
          baseUrl: server.url,
          index,
          deadline: () => deadline,
          recorder,
          signInRecorder: signIns,
          writeRecorder: writes,
          thinkMilliseconds: [100, 500],
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1_000;
    const notes: string[] = [];
    if (recorder.errors) notes.push(`errors: ${recorder.topProblems(5)}`);
    if (!server.alive) notes.push('the server exited during the load');
    return {
      scenario: `mixed load, ${virtualUserCount} users`,
      outcome: recorder.errors === 0 && server.alive && recorder.requests > 0 ? 'pass' : 'fail',
      figures:
        `${recorder.requests} requests in ${seconds.toFixed(0)} s ` +
        `(${Math.round(recorder.requests / seconds)}/s), ${recorder.errors} errors, ` +
        `p50 ${recorder.percentile(0.5)} ms, p95 ${recorder.percentile(0.95)} ms, ` +
        `p99 ${recorder.percentile(0.99)} ms; of them ${signIns.requests} sign-ins: ` +
        `p50 ${signIns.percentile(0.5)} ms, p95 ${signIns.percentile(0.95)} ms; ` +
        `${writes.requests} writes (pickup orders and profile saves)`,
      notes,
    };
  } finally {
    await server.stop();
  }
}
