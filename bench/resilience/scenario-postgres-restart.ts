/**
 * PostgreSQL restarted under load: while virtual users browse, PostgreSQL is stopped for a few
 * seconds and started again. Passes when the server keeps answering (with errors) during the
 * outage, serves again soon after PostgreSQL is back without being restarted itself, and the
 * load sees no errors once it has recovered.
 */
import { Recorder, graphql, signIn, type Answer } from './client.js';
import type { ScenarioContext } from './context.js';
import { sleep, startServer } from './processes.js';
import type { ScenarioResult } from './report.js';
import { runVirtualUser } from './virtual-user.js';

const summaryQuery =
  'query get_unit_summary { get_unit_summary(filter: { period: TOTAL }) { recycled_units } }';
const outageMilliseconds = 5_000;
const steadyMilliseconds = 8_000;
const virtualUsers = 20;

interface Probe {
  at: number;
  answer: Answer<unknown>;
}

export async function postgresRestartScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const server = await startServer(
    {
      name: 'restart',
      databaseUrl: `${context.postgres.serverUrl}resilience_restart`,
      signingKey: context.signingKey,
    },
    context.cleanups,
  );
  const pid = server.pid;
  let load: Promise<void[]> | undefined;
  const loadDeadline = { at: Number.POSITIVE_INFINITY };
  try {
    const auth = await signIn(server.url, 'no', 'user@demo.no', '10.200.0.1');
    const token = auth.data?.auth.token;
    if (!token) throw new Error(`sign-in failed: ${auth.problem}`);

    // A probe that needs the database ten times a second, and virtual users around it.
    const probes: Probe[] = [];
    let probing = true;
    const probeLoop = (async () => {
      while (probing) {
        const at = Date.now();
        const answer = await graphql({
          baseUrl: server.url,
          country: 'no',
          query: summaryQuery,
          token,
          timeoutMilliseconds: 10_000,
        });
        probes.push({ at, answer });
        await sleep(100);
      }
    })();
    const recorder = new Recorder();
    loadDeadline.at = Date.now() + 3_000 + outageMilliseconds + 30_000;
    load = Promise.all(
      Array.from({ length: virtualUsers }, (_, index) =>
        runVirtualUser({
          baseUrl: server.url,
          index: 1_000 + index,
          deadline: () => loadDeadline.at,
          recorder,
          thinkMilliseconds: [100, 400],
        }),
      ),
    );

    await sleep(3_000);
    const stoppedAt = Date.now();
    await context.postgres.stop();
    await sleep(outageMilliseconds);
    const restartedAt = Date.now();
    await context.postgres.start();

    // Recovered: the first good probe sent after PostgreSQL was back.
    let recoveredAt: number | undefined;
    while (recoveredAt === undefined && Date.now() - restartedAt < 30_000) {
      await sleep(100);
      recoveredAt = probes.find((probe) => probe.at >= restartedAt && probe.answer.ok)?.at;
    }
    const steadyFrom = Date.now();
    await sleep(steadyMilliseconds);
    probing = false;
    loadDeadline.at = Date.now();
    await probeLoop;
    await load;
    const loadEnded = Date.now();

    const during = probes.filter((probe) => probe.at >= stoppedAt && probe.at < restartedAt);
    const answeredErrors = during.filter((probe) => !probe.answer.ok && probe.answer.status > 0);
    const unanswered = during.filter((probe) => probe.answer.status === 0);
    const steady = probes.filter((probe) => probe.at >= steadyFrom);
    const steadyFailures = steady.filter((probe) => !probe.answer.ok);
    // Requests in flight at recovery may still fail; from a second after it, none may.
    const lateErrors = recorder.errorTimes.filter(
      (time) => recoveredAt !== undefined && time > recoveredAt + 1_000 && time <= loadEnded,
    ).length;

    const notes: string[] = [];
    if (!answeredErrors.length) notes.push('no error answers while PostgreSQL was down');
    if (unanswered.length) {
      notes.push(`${unanswered.length} requests got no answer while PostgreSQL was down`);
    }
    if (recoveredAt === undefined) notes.push('not recovered within 30 s of PostgreSQL restarting');
    if (steadyFailures.length) {
      notes.push(
        `${steadyFailures.length} probe errors after recovery: ${steadyFailures[0]?.answer.problem}`,
      );
    }
    if (lateErrors)
      notes.push(`${lateErrors} load errors after recovery: ${recorder.topProblems()}`);
    if (!server.alive || server.pid !== pid) {
      notes.push(`the server process exited: ${server.errorOutput.slice(-1_500)}`);
    }
    const recoverySeconds =
      recoveredAt === undefined ? 'n/a' : ((recoveredAt - restartedAt) / 1_000).toFixed(1);
    return {
      scenario: 'PostgreSQL restarted under load',
      outcome: notes.length ? 'fail' : 'pass',
      figures:
        `${virtualUsers} users + probe; PostgreSQL down ${outageMilliseconds / 1_000} s: ` +
        `${answeredErrors.length} error answers, ${unanswered.length} unanswered; ` +
        `recovery ${recoverySeconds} s after restart (same server process); ` +
        `load ${recorder.requests} requests, ${recorder.errors} errors (all during the outage: ` +
        `${lateErrors === 0 ? 'yes' : 'no'}), steady probes ${steady.length - steadyFailures.length}/${steady.length} ok`,
      notes,
    };
  } finally {
    loadDeadline.at = Date.now();
    await load;
    await context.postgres.start().catch(() => undefined);
    await server.stop();
  }
}
