import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import {
  getReportQuery,
  orderReportMutation,
  reportOrder,
} from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { recordIssuedDocuments } from './service.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  database = server.databases.no;
});
afterAll(async () => {
  await server.close();
});

const verifyQuery = `query verify_document($sha256: String!) {
  verify_document(sha256: $sha256) { found kind supplier issued_at file_name size_bytes }
}`;

function verify(sha256: string, clientAddress?: string) {
  return server.graphql<{
    verify_document: { found: boolean; kind: string | null; supplier: string | null };
  }>({ query: verifyQuery, variables: { sha256 }, ...(clientAddress ? { clientAddress } : {}) });
}

const randomHash = () =>
  [...crypto.getRandomValues(new Uint8Array(32))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

describe('verify_document', () => {
  it('registers the certificate of destruction a report generates', async () => {
    const user = await createUser(database);
    await importTestUnits(database, user.supplier_id, [unitRow({ completed_date: '2026-01-15' })]);
    const token = await signIn(server, user);
    const ordered = await server.graphql<{ order_report: { id: string } }>({
      query: orderReportMutation,
      variables: { input: reportOrder({ kind: 'CERTIFICATE_OF_DESTRUCTION' }) },
      token,
    });
    const id = ordered.body.data!.order_report.id;
    const report = await vi.waitUntil(
      async () => {
        const response = await server.graphql<{
          get_report: { status: string; files: { sha256: string }[] };
        }>({ query: getReportQuery, variables: { id }, token });
        const current = response.body.data?.get_report;
        return current?.status === 'READY' ? current : undefined;
      },
      { timeout: 30_000, interval: 200 },
    );
    const supplier = await database
      .selectFrom('suppliers')
      .select('company')
      .where('id', '=', user.supplier_id)
      .executeTakeFirstOrThrow();
    const answer = await verify(report.files[0]!.sha256);
    expect(answer.body.data?.verify_document).toMatchObject({
      found: true,
      kind: 'certificate_of_destruction',
      supplier: supplier.company,
    });
  });

  it('names no customer for bytes issued to several, and nothing for an unknown hash', async () => {
    const sha256 = randomHash();
    const [first, second] = [await createUser(database), await createUser(database)];
    for (const user of [first, second]) {
      await recordIssuedDocuments(database, [
        {
          sha256,
          kind: 'provider_certificate',
          supplierId: user.supplier_id,
          fileName: 'provider-certificates/iso-27001.pdf',
          sizeBytes: 10,
        },
      ]);
    }
    expect((await verify(sha256)).body.data?.verify_document).toMatchObject({
      found: true,
      kind: 'provider_certificate',
      supplier: null,
      issued_at: null,
    });
    // Only the exact hash: an upper-case copy is the same hash, a prefix is no hash at all.
    expect((await verify(sha256.toUpperCase())).body.data?.verify_document.found).toBe(true);
    expect(errorCodeOf(await verify(sha256.slice(0, 32)))).toBe('BAD_USER_INPUT');
    expect((await verify(randomHash())).body.data?.verify_document).toEqual({
      found: false,
      kind: null,
      supplier: null,
      issued_at: null,
      file_name: null,
      size_bytes: null,
    });
  });

  it('limits the checks per client address', async () => {
    const address = randomClientAddress();
    for (let call = 0; call < 120; call += 1) {
      const answer = await verify(randomHash(), address);
      expect(answer.body.errors).toBeUndefined();
    }
    const refused = await verify(randomHash(), address);
    expect(errorCodeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not held back.
    expect((await verify(randomHash())).body.errors).toBeUndefined();
  });
});
