import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderEvidencePack, waitForReadyPack } from '../../test-support/evidence-factories.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { readZip } from '../../test-support/read-zip.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true, storage: 's3' });
});
afterAll(async () => {
  await server.close();
});

it('stores a pack in S3 storage and serves it from there', async () => {
  const database = server.databases.no;
  const admin = await createUser(database, { is_admin: true });
  const token = await signIn(server, admin);
  const job = await orderTestJob(server, token);
  await importTestUnits(database, admin.supplier_id, [unitRow({ job_number: job.job_number })]);
  const ordered = await orderEvidencePack(server, token, { job_id: job.id });
  const pack = await waitForReadyPack(server, token, ordered.body.data!.order_evidence_pack.id);
  expect(server.storage.kind).toBe('s3');
  const stored = await database
    .selectFrom('evidence_packs')
    .select('storage_key')
    .where('id', '=', pack.id)
    .executeTakeFirstOrThrow();
  expect(await server.storage.sizeOf(stored.storage_key!)).toBe(pack.size_bytes);

  const response = await fetch(`${server.url}${pack.download_path!}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(pack.sha256);
  expect(readZip(bytes).has('manifest.json')).toBe(true);
});
