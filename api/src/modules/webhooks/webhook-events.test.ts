import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { orderEvidencePack } from '../../test-support/evidence-factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { uploadExpectedAssets } from '../../test-support/reconciliation-factories.js';
import { orderReportMutation, reportOrder } from '../../test-support/report-factories.js';
import { recordJobStatuses } from '../../test-support/job-statuses.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../test-support/webhook-receiver.js';

let server: TestServer;
let receiver: WebhookReceiver;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' }, { taskWorkers: true });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

/** An admin (with report access) whose supplier has an endpoint for the given events. */
async function subscribedAdmin(events: string[], supplierId?: string) {
  const admin = await createUser(server.databases.no, {
    is_admin: true,
    phone: '+47 900 00 000',
    ...(supplierId ? { supplier_id: supplierId } : {}),
  });
  const token = await signIn(server, admin);
  const endpoint = await createTestWebhookEndpoint(server, token, { url: receiver.url, events });
  receiver.secrets.push(endpoint.secret);
  return { admin, token };
}

function received(predicate: (event: ReceivedWebhook) => boolean): ReceivedWebhook[] {
  return [...receiver.received.values()].filter(predicate);
}

async function eventually(predicate: (event: ReceivedWebhook) => boolean, count = 1) {
  await receiver.waitUntil(() => received(predicate).length >= count);
  return received(predicate);
}

describe('the events webhooks carry, wired at their sources', () => {
  it('batches units completed per job, with the fields each change set', async () => {
    const { admin } = await subscribedAdmin(['UNITS_COMPLETED']);
    const first = unitRow({ job_number: 'WH-JOB-A' });
    const rows = [
      first,
      unitRow({ job_number: 'WH-JOB-A' }),
      unitRow({ job_number: 'WH-JOB-B', outcome: 'recycled' }),
      unitRow({ job_number: 'WH-JOB-A', outcome: 'in_process', completed_date: '' }),
    ];
    await importTestUnits(server.databases.no, admin.supplier_id, rows);
    const ofSupplier = (event: ReceivedWebhook) =>
      event.type === 'units.completed' &&
      [rows[0], rows[2]].some((row) =>
        JSON.stringify(event.payload.data.units).includes(String(row?.serial_number)),
      );
    const events = await eventually(ofSupplier, 2);
    type CompletedUnit = { serial_number: string; changes: Record<string, unknown> };
    const byJob = new Map(
      events.map((event) => [
        String(event.payload.data.job_number),
        event.payload.data.units as CompletedUnit[],
      ]),
    );
    expect([...byJob.keys()].sort()).toEqual(['WH-JOB-A', 'WH-JOB-B']);
    const jobA = byJob.get('WH-JOB-A') ?? [];
    expect(jobA.map((unit) => unit.serial_number).sort()).toEqual(
      [rows[0]?.serial_number, rows[1]?.serial_number].sort(),
    );
    expect(jobA[0]?.changes).toMatchObject({
      outcome: 'reused',
      grade: 'A',
      category: 'laptop',
      graded_date: '2026-01-08',
      completed_date: '2026-01-20',
    });

    // A later change of a completed unit sends only what changed.
    await importTestUnits(server.databases.no, admin.supplier_id, [
      { ...first, outcome: 'recycled', completed_date: '2026-01-25' },
    ]);
    const [change] = await eventually(
      (event) =>
        event.type === 'units.completed' &&
        JSON.stringify(event.payload.data.units).includes('recycled') &&
        JSON.stringify(event.payload.data.units).includes(String(first.serial_number)) &&
        (event.payload.data.units as unknown[]).length === 1,
    );
    const [unit] = change?.payload.data.units as { changes: Record<string, unknown> }[];
    expect(Object.keys(unit?.changes ?? {}).sort()).toEqual(
      expect.arrayContaining(['completed_date', 'outcome']),
    );
    expect(unit?.changes).not.toHaveProperty('category');
    // A completion day is a calendar day, as the API and the files write it, not a midnight.
    expect(unit?.changes.completed_date).toBe('2026-01-25');
  });

  it("sends a sub-supplier's job status changes to its master account's endpoint", async () => {
    const { master, subSuppliers } = await createSupplierGroup(server.databases.no, 1);
    await subscribedAdmin(['JOB_STATUS_CHANGED'], master.id);
    const orderer = await createUser(server.databases.no, {
      supplier_id: subSuppliers[0]?.id,
      phone: '+47 900 00 000',
    });
    const job = await orderTestJob(server, await signIn(server, orderer));
    await recordJobStatuses(server.databases.no, job.id, ['CONFIRMED']);
    const events = await eventually((event) => event.payload.data.job_id === job.id, 2);
    expect(events.map((event) => event.payload.data.status).sort()).toEqual([
      'CONFIRMED',
      'ORDERED',
    ]);
  });

  it('sends report ready and certificate issued when a certificate of destruction is made', async () => {
    const { admin, token } = await subscribedAdmin(['REPORT_READY', 'CERTIFICATE_ISSUED']);
    await importTestUnits(server.databases.no, admin.supplier_id, [unitRow()]);
    const ordered = await server.graphql<{ order_report: { id: string } }>({
      query: orderReportMutation,
      token,
      variables: { input: reportOrder({ kind: 'CERTIFICATE_OF_DESTRUCTION' }) },
    });
    const reportId = ordered.body.data?.order_report.id;
    expect(reportId).toBeDefined();
    const events = await eventually((event) => event.payload.data.report_id === reportId, 2);
    expect(events.map((event) => event.type).sort()).toEqual([
      'certificate.issued',
      'report.ready',
    ]);
    const certificate = events.find((event) => event.type === 'certificate.issued');
    expect(certificate?.payload.data.certificate_number).toEqual(expect.any(String));
  }, 60_000);

  it('sends reconciliation completed when a job with an expected-asset list completes', async () => {
    const { admin, token } = await subscribedAdmin(['RECONCILIATION_COMPLETED']);
    const job = await orderTestJob(server, token);
    await uploadExpectedAssets(
      server,
      token,
      { name: 'list.csv', bytes: 'Serial\nR-1\nR-2\n' },
      { jobId: job.id },
    );
    await importTestUnits(server.databases.no, admin.supplier_id, [
      unitRow({ serial_number: 'R-1', job_number: job.job_number }),
    ]);
    await recordJobStatuses(server.databases.no, job.id, [
      'CONFIRMED',
      'SCHEDULED',
      'COLLECTED',
      'RECEIVED',
      'PROCESSING',
      'COMPLETED',
    ]);
    const [event] = await eventually(
      (item) => item.type === 'reconciliation.completed' && item.payload.data.job_id === job.id,
    );
    expect(event?.payload.data).toMatchObject({
      job_number: job.job_number,
      expected: 2,
      matched: 1,
      missing: 1,
    });
  });

  it('sends evidence pack ready when a pack is made', async () => {
    const { admin, token } = await subscribedAdmin(['EVIDENCE_PACK_READY']);
    const job = await orderTestJob(server, token);
    // A pack proves units: the job has one.
    await importTestUnits(server.databases.no, admin.supplier_id, [
      unitRow({ job_number: job.job_number }),
    ]);
    const ordered = await orderEvidencePack(server, token, { job_id: job.id });
    const packId = ordered.body.data?.order_evidence_pack.id;
    expect(packId).toBeDefined();
    const [event] = await eventually(
      (item) =>
        item.type === 'evidence_pack.ready' && item.payload.data.evidence_pack_id === packId,
    );
    expect(event?.payload.data.job_id).toBe(job.id);
    expect(event?.payload.data.sha256).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);
});
