/**
 * Webhooks: event -> delivered. Starts the built server (demo data, embedded PostgreSQL), registers
 * an endpoint on a local receiver that verifies every signature with the Standard Webhooks
 * reference library, then records BENCH_WEBHOOK_RATE (50) events per second for
 * BENCH_WEBHOOK_SECONDS (20) through the outbox function every source uses, each in its own
 * transaction, and times each from its commit to its arrival. Goal: p95 <= 2 s at 50 events/s,
 * every event delivered exactly once.
 */
import { sql } from 'kysely';
import { createDatabase } from '../api/src/database/connections.js';
import { startWebhookReceiver } from '../api/src/test-support/webhook-receiver.js';
import { startBenchServer, waitUntilIdle } from './server-process.js';

const rate = Number(process.env.BENCH_WEBHOOK_RATE ?? 50);
const seconds = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 20);
const goalMilliseconds = 2_000;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
}

async function graphql<Data>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const response = (await fetch(`${url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  }).then((reply) => reply.json())) as { data?: Data; errors?: unknown };
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

// The receiver is on loopback, which only this allowance lets through (never in production).
process.env.WEBHOOK_ALLOW_LOOPBACK = 'true';
const server = await startBenchServer();
const receiver = await startWebhookReceiver();
try {
  process.stderr.write(
    `server started in ${server.startupMilliseconds} ms; waiting for demo jobs\n`,
  );
  await waitUntilIdle(server);
  const { auth } = await graphql<{ auth: { token: string } }>(
    server.url,
    '',
    'mutation { auth(email: "admin@demo.no", password: "Demo1234") { token } }',
  );
  const { create_webhook_endpoint: created } = await graphql<{
    create_webhook_endpoint: { secret: string; endpoint: { id: string } };
  }>(
    server.url,
    auth.token,
    `
      mutation create($input: CreateWebhookEndpointInput!) {
        create_webhook_endpoint(input: $input) {
          secret
          endpoint {
            id
          }
        }
      }
    `,
    { input: { url: receiver.url, events: ['JOB_STATUS_CHANGED'], description: 'bench' } },
  );
  receiver.secrets.push(created.secret);
  const database = createDatabase(`${server.databaseServerUrl}itad_portal_no`, 4);
  const admin = await database
    .selectFrom('users')
    .select('supplier_id')
    .where('email', '=', 'admin@demo.no')
    .executeTakeFirstOrThrow();

  const committedAt = new Map<string, number>();
  const total = rate * seconds;
  const interval = 1_000 / rate;
  const started = performance.now();
  const recording: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    recording.push(
      sql<{ id: string }>`select record_webhook_event(${admin.supplier_id}::uuid,
          'job.status_changed', ${JSON.stringify({ bench_index: index })}::jsonb) as id`
        .execute(database)
        .then(({ rows }) => {
          const id = rows[0]?.id;
          if (!id) throw new Error('no endpoint took the event');
          committedAt.set(id, Date.now());
        }),
    );
  }
  await Promise.all(recording);
  const sendSeconds = (performance.now() - started) / 1_000;
  await receiver.waitUntil(() => receiver.received.size >= total, 120_000);

  const latencies = [...committedAt.entries()]
    .map(([id, committed]) => (receiver.received.get(id)?.receivedAt ?? NaN) - committed)
    .sort((a, b) => a - b);
  const duplicates = [...receiver.received.values()].filter((event) => event.count > 1).length;
  const p50 = percentile(latencies, 0.5);
  const p95 = percentile(latencies, 0.95);
  const max = latencies.at(-1) ?? NaN;
  console.log(
    `webhooks: ${total} events at ${(total / sendSeconds).toFixed(1)}/s over ${sendSeconds.toFixed(1)} s`,
  );
  console.log(
    `  event -> delivered  p50 ${p50} ms  p95 ${p95} ms  max ${max} ms  (goal p95 <= ${goalMilliseconds} ms)`,
  );
  console.log(
    `  delivered ${receiver.received.size}/${total}, duplicates ${duplicates}, bad signatures ${receiver.invalid}`,
  );
  await database.destroy();
  const passed =
    p95 <= goalMilliseconds &&
    receiver.received.size === total &&
    duplicates === 0 &&
    receiver.invalid === 0;
  console.log(passed ? '  goal met' : '  GOAL MISSED');
  if (!passed) process.exitCode = 1;
} finally {
  await receiver.close();
  await server.stop();
}
