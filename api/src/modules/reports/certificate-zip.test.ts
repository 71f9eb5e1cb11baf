import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createApiToken } from '../../test-support/api-token-requests.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { readZip } from '../../test-support/read-zip.js';
import {
  createIssuedCertificate,
  createReadyCsvReport,
} from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

/** A supplier with report access for one user, signed in. */
async function supplierWithUser(overrides: { is_admin?: boolean } = {}) {
  const { master } = await createSupplierGroup(database, 0);
  const user = await createUser(database, { supplier_id: master.id, ...overrides });
  return { supplierId: master.id, token: await signIn(server, user) };
}

/** The reports the dashboard's attention panel lists as ready to download. */
async function readyOnDashboard(token: string): Promise<string[]> {
  const response = await server.graphql<{
    get_attention_items: { items: { kind: string; target_id: string }[] };
  }>({ query: '{ get_attention_items { items { kind target_id } } }', token });
  const items = response.body.data?.get_attention_items.items;
  if (!items) throw new Error(JSON.stringify(response.body.errors));
  return items
    .filter((item) => item.kind === 'REPORT_READY')
    .map((item) => item.target_id)
    .sort();
}

const issue = (supplierId: string, options: { availableUntil?: Date; storeFile?: boolean } = {}) =>
  createIssuedCertificate(database, server.storage, { supplierId, ...options });

function zipOf(token: string, ids: string[], country = 'no') {
  return fetch(`${server.url}/api/reports/${country}/certificates.zip?ids=${ids.join(',')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('GET /api/reports/:country/certificates.zip', () => {
  it('answers the chosen certificates as one ZIP of their PDFs, named by number', async () => {
    const { supplierId, token } = await supplierWithUser();
    const first = await issue(supplierId);
    const second = await issue(supplierId);
    await issue(supplierId); // not chosen

    const response = await zipOf(token, [first.id, second.id]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(
      'certificates-of-destruction.zip',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const entries = readZip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(
      [`${first.certificateNumber}.pdf`, `${second.certificateNumber}.pdf`].sort(),
    );
    expect(entries.get(`${first.certificateNumber}.pdf`)).toEqual(first.content);
    expect(entries.get(`${second.certificateNumber}.pdf`)).toEqual(second.content);

    // Each certificate's download is in the audit log, as a single download is.
    const audited = await database
      .selectFrom('audit_log')
      .select('target_id')
      .where('supplier_id', '=', supplierId)
      .where('action', '=', 'certificate.downloaded')
      .execute();
    expect(audited.map((event) => event.target_id).sort()).toEqual([first.id, second.id].sort());
  });

  it("resolves a person's ready certificates on the dashboard, not an API token's download", async () => {
    const { supplierId, token } = await supplierWithUser({ is_admin: true });
    const first = await issue(supplierId);
    const second = await issue(supplierId);
    const unchosen = await issue(supplierId);
    const everyone = [first.id, second.id, unchosen.id].sort();
    expect(await readyOnDashboard(token)).toEqual(everyone);

    const { secret } = await createApiToken(server, token, { scope: 'READ' });
    const bySystem = await zipOf(secret, [first.id]);
    expect(bySystem.status).toBe(200);
    await bySystem.arrayBuffer();
    expect(await readyOnDashboard(token)).toEqual(everyone);

    const byPerson = await zipOf(token, [first.id, second.id]);
    expect(byPerson.status).toBe(200);
    await byPerson.arrayBuffer();
    expect(await readyOnDashboard(token)).toEqual([unchosen.id]);
  });

  it("refuses the whole ZIP when one id is not the caller's certificate", async () => {
    const { supplierId, token } = await supplierWithUser();
    const own = await issue(supplierId);
    const other = await supplierWithUser();
    const theirs = await issue(other.supplierId);
    const report = await createReadyCsvReport(database, {
      supplierId,
      storagePathOf: (id) => `${id}/attempt-1/report.csv`,
    });

    for (const ids of [
      [own.id, theirs.id],
      [own.id, report.id],
      [own.id, randomUUID()],
    ]) {
      const response = await zipOf(token, ids);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    // Another country's endpoint knows none of them.
    const elsewhere = await zipOf(token, [own.id], 'dk');
    expect([401, 404]).toContain(elsewhere.status);
    expect(elsewhere.headers.get('content-disposition')).toBeNull();
  });

  it('says which certificates are no longer kept, and sends none', async () => {
    const { supplierId, token } = await supplierWithUser();
    const kept = await issue(supplierId);
    const gone = await issue(supplierId, { availableUntil: new Date(Date.now() - 1000) });
    const response = await zipOf(token, [kept.id, gone.id]);
    expect(response.status).toBe(410);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('EXPIRED');
    expect(body.error.message).toContain(gone.certificateNumber);
    expect(body.error.message).not.toContain(kept.certificateNumber);
  });

  it('sends nothing when a stored file is missing', async () => {
    const { supplierId, token } = await supplierWithUser();
    const kept = await issue(supplierId);
    const lost = await issue(supplierId, { storeFile: false });
    const response = await zipOf(token, [kept.id, lost.id]);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('answers a stored path that makes no valid key as a missing file', async () => {
    const { supplierId, token } = await supplierWithUser();
    const certificate = await issue(supplierId);
    await database
      .updateTable('report_files')
      .set({ storage_path: '../outside/report.pdf' })
      .where('report_id', '=', certificate.id)
      .execute();
    const response = await zipOf(token, [certificate.id]);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('takes at most 50 certificates, and says so', async () => {
    const { token } = await supplierWithUser();
    const response = await zipOf(
      token,
      Array.from({ length: 51 }, () => randomUUID()),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(
      'Choose at most 50 certificates at a time.',
    );
    const malformed = await zipOf(token, ['not-an-id']);
    expect(malformed.status).toBe(400);
  });

  it('is refused without report access and without a session', async () => {
    const { master } = await createSupplierGroup(database, 0);
    const certificate = await issue(master.id);
    const withoutAccess = await createUser(database, {
      supplier_id: master.id,
      has_report_access: false,
    });
    const refused = await zipOf(await signIn(server, withoutAccess), [certificate.id]);
    expect(refused.status).toBe(403);
    const anonymous = await fetch(
      `${server.url}/api/reports/no/certificates.zip?ids=${certificate.id}`,
    );
    expect(anonymous.status).toBe(401);
  });
});
