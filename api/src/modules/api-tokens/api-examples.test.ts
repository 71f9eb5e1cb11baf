import { randomUUID } from 'node:crypto';
import { firstBookableDate } from '@itad-portal/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { createApiToken } from '../../test-support/api-token-requests.js';
import { createUser } from '../../test-support/factories.js';
import { createReadyCsvReport } from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { apiExamples, type ApiExample } from './api-examples.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function example(key: ApiExample['key']): ApiExample {
  const found = apiExamples.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No example ${key}`);
  return found;
}

/** Sends an example's document as the developer page shows it, with the given variables. */
async function run<Data>(secret: string, key: ApiExample['key'], variables = {}) {
  const { query, operationName, variables: shown } = example(key);
  const response = await server.graphql<Data>({
    query,
    operationName,
    variables: { ...shown, ...variables },
    token: secret,
  });
  expect(response.body.errors, key).toBeUndefined();
  return response.body.data as Data;
}

describe("the developer page's examples, run with a real token", () => {
  it('list completed units since a date, order a pickup, read its status, download a certificate', async () => {
    const admin = await createUser(server.databases.no, { is_admin: true });
    const supplierId = admin.supplier_id;
    const { secret } = await createApiToken(server, await signIn(server, admin), {
      scope: 'READ_ORDER',
    });

    const unit = unitRow({ completed_date: '2026-03-01' });
    await importTestUnits(server.databases.no, supplierId, [unit]);
    const units = await run<{
      get_completed_units: { units: { serial_number: string }[]; next_cursor: string | null };
    }>(secret, 'completedUnits');
    expect(units.get_completed_units.units.map((row) => row.serial_number)).toEqual([
      unit.serial_number,
    ]);

    const shownOrder = example('orderPickup').variables as { assignment: object };
    const ordered = await run<{ order_assignment: { id: string; status: string } }>(
      secret,
      'orderPickup',
      {
        idempotency_key: randomUUID(),
        assignment: {
          ...shownOrder.assignment,
          date: firstBookableDate(todayInBusinessTimeZone()),
        },
      },
    );
    const status = await run<{ get_job: { status: string } }>(secret, 'jobStatus', {
      id: ordered.order_assignment.id,
    });
    expect(status.get_job.status).toBe(ordered.order_assignment.status);

    await createReadyCsvReport(server.databases.no, {
      supplierId,
      storagePathOf: (id) => `api-examples/${id}.csv`,
      store: { storage: server.storage, content: Buffer.from('Serial number\r\n') },
      report: { kind: 'CERTIFICATE_OF_DESTRUCTION', certificate_number: `COD-NO-${randomUUID()}` },
    });
    const certificates = await run<{
      get_certificate_page: { certificates: { files: { download_url: string }[] }[] };
    }>(secret, 'downloadCertificate');
    const url = certificates.get_certificate_page.certificates[0]?.files[0]?.download_url;
    expect(url).toBeTruthy();
    // The link names the public address; the test server listens elsewhere.
    const link = new URL(url ?? '');
    const file = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('Serial number');
  });
});
