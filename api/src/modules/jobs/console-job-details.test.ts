import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { orderTestJob, pdfBytes, uploadAttachment } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

const detailsQuery = /* GraphQL */ `
  query console_job($id: ID!) {
    console_job(id: $id) {
      id
      job_number
      kind
      status
      customer_id
      customer
      company_name
      address
      zip_code
      city
      contact_first_name
      contact_phone
      delivery_info
      storage_units {
        type
        quantity
      }
      ordered_by
      attachments {
        id
        file_name
        size_bytes
        download_path
      }
      seals
      status_history {
        status
      }
    }
  }
`;

interface Details {
  id: string;
  customer: string;
  attachments: { id: string; file_name: string; size_bytes: number; download_path: string }[];
  [field: string]: unknown;
}

async function customerOrder() {
  const supplier = await createSupplier(server.databases.no, {
    company: 'Fjordlys Data AS',
    can_upload: true,
  });
  const user = await createUser(server.databases.no, {
    supplier_id: supplier.id,
    first_name: 'Ola',
    last_name: 'Orderer',
  });
  const token = await signIn(server, user);
  const uploaded = await uploadAttachment(server, token, {
    name: 'asset-list.pdf',
    bytes: pdfBytes(),
    type: 'application/pdf',
  });
  const job = await orderTestJob(server, token, { attachment_ids: [uploaded.body.id] });
  return { supplier, job, token };
}

const details = (id: string, token = supportToken) =>
  server.graphql<{ console_job: Details }>({ query: detailsQuery, variables: { id }, token });

const download = (path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe("the console's job details", () => {
  it('shows staff where, whom to call and what the customer attached, which they download', async () => {
    const { supplier, job } = await customerOrder();
    const answer = await details(job.id);
    expect(answer.body.errors).toBeUndefined();
    const shown = answer.body.data?.console_job;
    expect(shown).toMatchObject({
      id: job.id,
      job_number: job.job_number,
      kind: 'COLLECTION',
      status: 'ORDERED',
      customer_id: supplier.id,
      customer: 'Fjordlys Data AS',
      company_name: 'Test Company AS',
      address: 'Karl Johans gate 1',
      zip_code: '0154',
      city: 'Oslo',
      contact_first_name: 'Kari',
      contact_phone: '+47 22 33 44 55',
      delivery_info: 'Ring the bell at the goods entrance.',
      storage_units: [{ type: 'BOX', quantity: 2 }],
      ordered_by: 'Ola Orderer',
      seals: [],
      status_history: [{ status: 'ORDERED' }],
    });
    expect(shown?.attachments).toEqual([
      {
        id: shown?.attachments[0]?.id,
        file_name: 'asset-list.pdf',
        size_bytes: pdfBytes().length,
        download_path: `/api/console/no/jobs/${job.id}/attachments/${shown?.attachments[0]?.id}`,
      },
    ]);
    expect(shown?.attachments[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    const file = await download(shown?.attachments[0]?.download_path ?? '', supportToken);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdfBytes()))).toBe(true);
  });

  it("refuses customers, another country's staff and ids that are no job's, revealing nothing", async () => {
    const { job, token } = await customerOrder();
    const other = await customerOrder();
    const attachmentId = (await details(job.id)).body.data?.console_job.attachments[0]?.id;
    expect(errorCodeOf(await details(job.id, token))).toBe('UNAUTHENTICATED');
    const danish = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    const atDenmark = await server.graphql({
      query: detailsQuery,
      variables: { id: job.id },
      token: danish,
      country: 'dk',
    });
    expect(errorCodeOf(atDenmark)).toBe('NOT_FOUND');
    expect(errorCodeOf(await details('J-2026-000001'))).toBe('NOT_FOUND');
    expect(errorCodeOf(await details('00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');

    const path = (jobId: string) => `/api/console/no/jobs/${jobId}/attachments/${attachmentId}`;
    expect((await download(path(job.id), token)).status).toBe(401);
    expect((await download(path(job.id), danish)).status).toBe(401);
    // The attachment only through its own job.
    expect((await download(path(other.job.id), supportToken)).status).toBe(404);
    expect((await download(path('not-a-job'), supportToken)).status).toBe(404);
  });
});
