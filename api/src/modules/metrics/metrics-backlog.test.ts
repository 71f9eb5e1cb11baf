import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSupplier, uniqueEmail } from '../../test-support/factories.js';
import { startHangingUpServer } from '../../test-support/free-port.js';
import { sampleValue, scrapeMetrics } from '../../test-support/metrics-scrape.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { unitRow } from '../../test-support/unit-factories.js';
import { queuePasswordResetEmail } from '../email/service.js';
import { createProviderKey } from '../provider-keys/service.js';

/** Workers poll every 200 ms here; a failed mail is tried again after seconds of backoff. */
const patience = { timeout: 20_000, interval: 100 };

let server: TestServer;
let downMailServer: Awaited<ReturnType<typeof startHangingUpServer>>;
beforeAll(async () => {
  // The SMTP port hangs up on every connection: every mail fails and waits in the outbox.
  downMailServer = await startHangingUpServer();
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${downMailServer.port}` },
    { taskWorkers: true },
  );
});
afterAll(async () => {
  await server.close();
  await downMailServer.close();
});

const queueDepth = (
  samples: Awaited<ReturnType<typeof scrapeMetrics>>,
  task: string,
  state: string,
) => sampleValue(samples, 'portal_job_queue_jobs', { country: 'no', task, state });

describe('GET /metrics: queue, outbox and imports', () => {
  it('shows the e-mail outbox backlog and counts failed job attempts per task', async () => {
    const database = server.databases.no;
    const before = await scrapeMetrics(server.url);
    expect(sampleValue(before, 'portal_email_outbox_pending', { country: 'no' })).toBe(0);
    expect(sampleValue(before, 'portal_email_outbox_oldest_age_seconds', { country: 'no' })).toBe(
      0,
    );

    const outboxId = await queuePasswordResetEmail(database, {
      recipient: uniqueEmail('metrics'),
      language: 'en',
      firstName: 'Metrics',
      resetUrl: 'https://portal.test/reset-password/code',
      validHours: 1,
    });
    await database
      .updateTable('email_outbox')
      .set({ created_at: sql<Date>`now() - interval '1 hour'` })
      .where('id', '=', outboxId)
      .execute();

    await vi.waitUntil(async () => {
      const samples = await scrapeMetrics(server.url);
      return (
        sampleValue(samples, 'portal_job_failures_total', { country: 'no', task: 'send_email' }) >=
        1
      );
    }, patience);
    const after = await scrapeMetrics(server.url);
    expect(sampleValue(after, 'portal_email_outbox_pending', { country: 'no' })).toBe(1);
    expect(
      sampleValue(after, 'portal_email_outbox_oldest_age_seconds', { country: 'no' }),
    ).toBeGreaterThanOrEqual(3600);
    expect(sampleValue(after, 'portal_email_outbox_pending', { country: 'dk' })).toBe(0);
  });

  it('shows the job queue by task and state at scrape time', async () => {
    const database = server.databases.no;
    // No worker knows this task, so its jobs stay where they are put.
    const task = 'metrics_probe';
    const before = await scrapeMetrics(server.url);
    expect(queueDepth(before, task, 'ready')).toBe(0);

    await sql`select graphile_worker.add_job(${task}, '{}'::json)`.execute(database);
    await sql`select graphile_worker.add_job(${task}, '{}'::json)`.execute(database);
    await sql`select graphile_worker.add_job(${task}, '{}'::json, run_at => now() + interval '1 day')`.execute(
      database,
    );
    const { rows } = await sql<{ id: string }>`
      select (graphile_worker.add_job(${task}, '{}'::json)).id`.execute(database);
    await sql`select graphile_worker.permanently_fail_jobs(${[rows[0]!.id]}::bigint[], 'test')`.execute(
      database,
    );

    const after = await scrapeMetrics(server.url);
    expect(queueDepth(after, task, 'ready')).toBe(2);
    expect(queueDepth(after, task, 'scheduled')).toBe(1);
    expect(queueDepth(after, task, 'failed')).toBe(1);
    expect(queueDepth(after, task, 'locked')).toBe(0);

    await sql`select graphile_worker.complete_jobs(
      array(select id from graphile_worker.jobs where task_identifier = ${task}))`.execute(
      database,
    );
    const emptied = await scrapeMetrics(server.url);
    // A task once seen stays, at 0, rather than vanishing from the scrape.
    expect(
      emptied.filter(
        (sample) => sample.name === 'portal_job_queue_jobs' && sample.labels.task === task,
      ),
    ).toHaveLength(4);
    expect(queueDepth(emptied, task, 'ready')).toBe(0);
  });

  it('counts the units imported and times imports by outcome', async () => {
    const supplier = await createSupplier(server.databases.no);
    const { key } = await createProviderKey(server.databases.no, 'Metrics test');
    const importUnits = (units: unknown[]) =>
      server.graphql<{ import_units: { imported: boolean } }>({
        query: `mutation import_units($supplier_id: ID!, $units: [UnitImportRow!]!) {
          import_units(supplier_id: $supplier_id, units: $units) { imported }
        }`,
        operationName: 'import_units',
        variables: { supplier_id: supplier.id, units },
        token: key,
      });
    const before = await scrapeMetrics(server.url);

    const imported = await importUnits([unitRow(), unitRow(), unitRow()]);
    expect(imported.body.data?.import_units.imported).toBe(true);
    const refused = await importUnits([unitRow({ category: 'no-such-category' })]);
    expect(refused.body.data?.import_units.imported).toBe(false);

    const after = await scrapeMetrics(server.url);
    const delta = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta('portal_units_imported_total', { country: 'no' })).toBe(3);
    const durationCount = 'portal_unit_import_duration_seconds_count';
    expect(delta(durationCount, { country: 'no', outcome: 'imported' })).toBe(1);
    expect(delta(durationCount, { country: 'no', outcome: 'refused' })).toBe(1);
  });
});
