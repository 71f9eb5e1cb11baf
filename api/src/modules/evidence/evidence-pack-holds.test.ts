import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { orderEvidencePack, waitForReadyPack } from '../../test-support/evidence-factories.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { readZip } from '../../test-support/read-zip.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  answerTestHold,
  createTestUnit,
  createUnitHold,
} from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  database = server.databases.no;
});
afterAll(() => server.close());

async function packEntries(token: string, order: Record<string, unknown>) {
  const ordered = await orderEvidencePack(server, token, order);
  expect(ordered.body.errors).toBeUndefined();
  const pack = await waitForReadyPack(server, token, ordered.body.data!.order_evidence_pack.id);
  const response = await fetch(`${server.url}${pack.download_path!}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return readZip(Buffer.from(await response.arrayBuffer()));
}

const linesOf = (csv: Buffer | undefined) => (csv?.toString('utf8') ?? '').split('\r\n');

describe("an evidence pack's processing holds", () => {
  it("lists each hold of the job's units, placed and answered, and no other unit's", async () => {
    const admin = await createUser(database, {
      is_admin: true,
      first_name: 'Kari',
      last_name: 'Nordmann',
    });
    const token = await signIn(server, admin);
    const supplierId = admin.supplier_id;
    const job = await orderTestJob(server, token);
    const released = await createTestUnit(database, supplierId, { job_number: job.job_number });
    const waiting = await createTestUnit(database, supplierId, { job_number: job.job_number });
    const otherJob = await createTestUnit(database, supplierId, { job_number: 'J-OTHER-9' });
    const first = await createUnitHold(database, {
      supplierId,
      unitId: released.id,
      reason: 'mdm_enrolment',
      note: 'Enrolled in Intune',
      placed_at: new Date('2026-03-02T08:00:00Z'),
      respond_by: new Date('2026-03-09T08:00:00Z'),
    });
    await answerTestHold(database, first.id, {
      answeredBy: admin.id,
      note: 'Released in our MDM',
      answeredAt: new Date('2026-03-03T10:30:00Z'),
    });
    await createUnitHold(database, {
      supplierId,
      unitId: waiting.id,
      reason: 'missing_parts',
      note: null,
      placed_at: new Date('2026-03-04T08:00:00Z'),
      respond_by: new Date('2026-03-11T08:00:00Z'),
    });
    await createUnitHold(database, { supplierId, unitId: otherJob.id });

    const entries = await packEntries(token, { job_id: job.id });
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as {
      files: { path: string; kind: string }[];
    };
    expect(manifest.files).toContainEqual(
      expect.objectContaining({ path: 'unit-holds.csv', kind: 'unit_holds_csv' }),
    );
    const lines = linesOf(entries.get('unit-holds.csv'));
    expect(lines[0]).toBe(
      '\uFEFFunit_serial_number,job_number,reason,note,placed_at,respond_by,state,answered_at,answered_by,answer_note',
    );
    expect(lines).toContain(
      `${released.serialNumber},${job.job_number},mdm_enrolment,Enrolled in Intune,` +
        '2026-03-02T08:00:00Z,2026-03-09T08:00:00Z,released,2026-03-03T10:30:00Z,' +
        'Kari Nordmann,Released in our MDM',
    );
    expect(lines).toContain(
      `${waiting.serialNumber},${job.job_number},missing_parts,,` +
        '2026-03-04T08:00:00Z,2026-03-11T08:00:00Z,open,,,',
    );
    expect(lines.join('\n')).not.toContain(otherJob.serialNumber);
    // Header, two holds and the final line end.
    expect(lines).toHaveLength(4);
  });

  it('has the file with its header alone when no unit was held', async () => {
    const admin = await createUser(database, { is_admin: true });
    const token = await signIn(server, admin);
    const job = await orderTestJob(server, token);
    await createTestUnit(database, admin.supplier_id, { job_number: job.job_number });
    const entries = await packEntries(token, { job_id: job.id });
    expect(linesOf(entries.get('unit-holds.csv'))).toHaveLength(2);
  });
});
