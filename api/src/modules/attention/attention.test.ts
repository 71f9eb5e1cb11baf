import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createApiToken, revokeApiTokenMutation } from '../../test-support/api-token-requests.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { recordJobStatuses } from '../../test-support/job-statuses.js';
import { uploadExpectedAssets } from '../../test-support/reconciliation-factories.js';
import { createReadyCsvReport } from '../../test-support/report-factories.js';
import { createSettlement } from '../../test-support/settlement-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';
import { changeSettlementStatus } from '../settlements/service.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  database = server.databases.no;
});
afterAll(() => server.close());

interface Item {
  kind: string;
  status: string;
  target_id: string;
  label: string;
  date: string | null;
  count: number | null;
  job_kind: string | null;
  settlement_period_type: string | null;
}

const attentionQuery = `query get_attention_items { get_attention_items {
  items { kind status target_id label date count job_kind settlement_period_type }
  more { kind count } } }`;

async function attention(token: string): Promise<{ items: Item[]; more: unknown[] }> {
  const response = await server.graphql<{ get_attention_items: { items: Item[]; more: [] } }>({
    query: attentionQuery,
    token,
  });
  const answer = response.body.data?.get_attention_items;
  if (!answer) throw new Error(JSON.stringify(response.body.errors));
  return answer;
}

async function itemsOf(token: string, kind: string): Promise<Item[]> {
  return (await attention(token)).items.filter((item) => item.kind === kind);
}

async function adminOfNewSupplier() {
  const admin = await createUser(database, { is_admin: true, has_report_access: true });
  return { admin, token: await signIn(server, admin), supplierId: admin.supplier_id };
}

describe('the attention items', () => {
  it('are empty for a new supplier', async () => {
    const { token } = await adminOfNewSupplier();
    expect(await attention(token)).toEqual({ items: [], more: [] });
  });

  it('list the next pickups until collected, and jobs missing assets until received', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const job = await orderTestJob(server, token);
    expect(await itemsOf(token, 'UPCOMING_JOB')).toEqual([
      expect.objectContaining({
        target_id: job.id,
        label: job.job_number,
        status: 'ORDERED',
        date: job.date,
        job_kind: 'COLLECTION',
      }),
    ]);

    const listed = await uploadExpectedAssets(
      server,
      token,
      { name: 'list.csv', bytes: 'Serial\nATT-1\nATT-2\n' },
      { jobId: job.id },
    );
    expect(listed.status).toBe(200);
    expect(await itemsOf(token, 'JOB_MISSING_ASSETS')).toEqual([
      expect.objectContaining({ target_id: job.id, status: 'MISSING', count: 2 }),
    ]);

    await recordJobStatuses(database, job.id, ['CONFIRMED', 'SCHEDULED']);
    expect((await itemsOf(token, 'UPCOMING_JOB'))[0]?.status).toBe('SCHEDULED');
    await recordJobStatuses(database, job.id, ['COLLECTED']);
    expect(await itemsOf(token, 'UPCOMING_JOB')).toEqual([]);

    await importTestUnits(database, supplierId, [
      unitRow({ serial_number: 'ATT-1', job_number: job.job_number }),
      unitRow({ serial_number: 'ATT-2', job_number: job.job_number }),
    ]);
    expect(await itemsOf(token, 'JOB_MISSING_ASSETS')).toEqual([]);
  });

  it('list a ready report until it is first downloaded, and not once 14 days old', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const ready = (completedAt: Date) =>
      createReadyCsvReport(database, {
        supplierId,
        storagePathOf: (id) => `attention/${id}.csv`,
        store: { storage: server.storage, content: Buffer.from('Serial number\r\n') },
        report: { completed_at: completedAt, name: 'Quarter report' },
      });
    const report = await ready(new Date());
    await ready(new Date(Date.now() - 15 * 86_400_000));
    expect(await itemsOf(token, 'REPORT_READY')).toEqual([
      expect.objectContaining({ target_id: report.id, label: 'Quarter report', status: 'READY' }),
    ]);

    const link = `${server.url}/api/reports/no/${report.id}/csv?key=${report.downloadKey}`;
    expect((await fetch(link)).status).toBe(200);
    // Recorded once the file is on its way, so the answer may come a moment before.
    await expect.poll(() => itemsOf(token, 'REPORT_READY')).toEqual([]);
  });

  it('list a ready evidence pack until a person first downloads it', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const storageKey = `evidence/attention-${randomUUID()}.zip`;
    await server.storage.put(storageKey, Buffer.from('PK'));
    const pack = await database
      .insertInto('evidence_packs')
      .values({
        supplier_id: supplierId,
        date_from: '2026-01-01',
        date_to: '2026-01-31',
        ordered_by_name: 'Test User',
        language: 'en',
        idempotency_key: randomUUID(),
        status: 'READY',
        file_name: 'evidence-pack.zip',
        storage_key: storageKey,
        size_bytes: 2,
        completed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await itemsOf(token, 'EVIDENCE_PACK_READY')).toEqual([
      expect.objectContaining({ target_id: pack.id, label: 'evidence-pack.zip' }),
    ]);
    const download = await fetch(`${server.url}/api/evidence/no/packs/${pack.id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    expect(await itemsOf(token, 'EVIDENCE_PACK_READY')).toEqual([]);
  });

  it('list an unpaid settlement until paid, then a new one until opened', async () => {
    const { token, supplierId } = await adminOfNewSupplier();
    const settlement = await createSettlement(
      database,
      { storage: server.storage },
      { supplierId, status: 'unpaid', periodType: 'quarterly', periodStart: '2026-07-01' },
    );
    expect(await attention(token)).toMatchObject({
      items: [
        expect.objectContaining({
          kind: 'SETTLEMENT_UNPAID',
          target_id: settlement.id,
          label: settlement.settlement_number,
          date: '2026-09-30',
          settlement_period_type: 'quarterly',
        }),
      ],
    });

    await changeSettlementStatus(database, settlement.settlement_number, 'paid');
    expect(await itemsOf(token, 'SETTLEMENT_UNPAID')).toEqual([]);
    expect(await itemsOf(token, 'SETTLEMENT_PUBLISHED')).toEqual([
      expect.objectContaining({ target_id: settlement.id, status: 'PUBLISHED' }),
    ]);

    const lines = await server.graphql({
      query: `query lines($id: ID!) { get_settlement_lines(settlement_id: $id) { total } }`,
      variables: { id: settlement.id },
      token,
    });
    expect(lines.body.errors).toBeUndefined();
    expect(await attention(token)).toEqual({ items: [], more: [] });
  });

  it('show admins a token that expires soon until it is revoked', async () => {
    const { token } = await adminOfNewSupplier();
    const { api_token: soon } = await createApiToken(server, token, { expires_in_days: 3 });
    await createApiToken(server, token, { expires_in_days: 60 });
    expect(await itemsOf(token, 'API_TOKEN_EXPIRING')).toEqual([
      expect.objectContaining({ target_id: soon.id, status: 'EXPIRING' }),
    ]);
    await sql`update api_tokens set expires_at = now() - interval '1 day' where id = ${soon.id}`.execute(
      database,
    );
    expect((await itemsOf(token, 'API_TOKEN_EXPIRING'))[0]?.status).toBe('EXPIRED');

    const revoked = await server.graphql({
      query: revokeApiTokenMutation,
      variables: { id: soon.id },
      token,
    });
    expect(revoked.body.errors).toBeUndefined();
    expect(await itemsOf(token, 'API_TOKEN_EXPIRING')).toEqual([]);
  });

  it('show admins a failing webhook endpoint until it is enabled again', async () => {
    const { token } = await adminOfNewSupplier();
    const endpoint = await createTestWebhookEndpoint(server, token, {
      url: 'http://127.0.0.1:9/hooks',
    });
    expect(await itemsOf(token, 'WEBHOOK_FAILING')).toEqual([]);
    // As the delivery task records it: events failed in a row, then switched off for failing.
    await database
      .updateTable('webhook_endpoints')
      .set({ consecutive_failed_events: 2 })
      .where('id', '=', endpoint.id)
      .execute();
    expect(await itemsOf(token, 'WEBHOOK_FAILING')).toEqual([
      expect.objectContaining({ target_id: endpoint.id, status: 'FAILING', count: 2 }),
    ]);
    await database
      .updateTable('webhook_endpoints')
      .set({ enabled: false, disabled_reason: 'failing' })
      .where('id', '=', endpoint.id)
      .execute();
    expect((await itemsOf(token, 'WEBHOOK_FAILING'))[0]?.status).toBe('DISABLED');

    const enabled = await server.graphql({
      query: `mutation enable($id: ID!) { set_webhook_endpoint_enabled(endpoint_id: $id, enabled: true) { id } }`,
      variables: { id: endpoint.id },
      token,
    });
    expect(enabled.body.errors).toBeUndefined();
    expect(await itemsOf(token, 'WEBHOOK_FAILING')).toEqual([]);
  });

  it("show nothing of another supplier, and each user only their pages' items", async () => {
    const { admin, token, supplierId } = await adminOfNewSupplier();
    await orderTestJob(server, token);
    await createSettlement(database, { storage: server.storage }, { supplierId });
    await createApiToken(server, token, { expires_in_days: 2 });
    expect((await attention(token)).items.map((item) => item.kind).sort()).toEqual([
      'API_TOKEN_EXPIRING',
      'SETTLEMENT_UNPAID',
      'UPCOMING_JOB',
    ]);

    const rival = await adminOfNewSupplier();
    expect(await attention(rival.token)).toEqual({ items: [], more: [] });

    // A colleague without admin rights or report access: the jobs only.
    const colleague = await createUser(database, {
      supplier_id: admin.supplier_id,
      has_report_access: false,
    });
    const colleagueToken = await signIn(server, colleague);
    expect((await attention(colleagueToken)).items.map((item) => item.kind)).toEqual([
      'UPCOMING_JOB',
    ]);
  });

  it("show a master account's user the pickups of its group, as the jobs page does", async () => {
    const {
      master,
      subSuppliers: [subSupplier],
    } = await createSupplierGroup(database, 1);
    const masterUser = await createUser(database, {
      supplier_id: master.id,
      has_report_access: false,
    });
    const subUser = await createUser(database, {
      supplier_id: subSupplier?.id,
      has_report_access: false,
    });
    const masterToken = await signIn(server, masterUser);
    const subToken = await signIn(server, subUser);
    const subJob = await orderTestJob(server, subToken);
    const masterJob = await orderTestJob(server, masterToken);

    const masterSees = await itemsOf(masterToken, 'UPCOMING_JOB');
    expect(masterSees.map((item) => item.target_id).sort()).toEqual(
      [subJob.id, masterJob.id].sort(),
    );
    // The group reaches down only: the sub-supplier's user sees its own.
    expect(await itemsOf(subToken, 'UPCOMING_JOB')).toEqual([
      expect.objectContaining({ target_id: subJob.id }),
    ]);
  });

  it('count what lies beyond five items of a kind', async () => {
    const { token } = await adminOfNewSupplier();
    for (let index = 0; index < 7; index += 1) await orderTestJob(server, token);
    const answer = await attention(token);
    expect(answer.items).toHaveLength(5);
    expect(answer.more).toEqual([{ kind: 'UPCOMING_JOB', count: 2 }]);
  });

  it('are refused to organisation API tokens', async () => {
    const { token } = await adminOfNewSupplier();
    const { secret } = await createApiToken(server, token, { scope: 'READ' });
    const response = await server.graphql({ query: attentionQuery, token: secret });
    expect(errorCodeOf(response)).toBe('FORBIDDEN');
  });
});
