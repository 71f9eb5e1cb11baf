import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { statementsOfDownload } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';

let server: TestServer;
let key: string;
let supplierId: string;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
  const database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Route planning'));
  const user = await createUser(database);
  supplierId = user.supplier_id;
  const job = await orderTestJob(server, await signIn(server, user));
  // 39 copies of the ordered job, each with its storage units: 40 jobs to page through.
  await sql`
    insert into jobs (supplier_id, job_number, kind, status, address, city, zip_code, country,
      company_name, contact_first_name, contact_last_name, email, phone, requested_date,
      recipient_name, recipient_email, idempotency_key)
    select supplier_id, job_number || '-' || i, kind, status, address, city, zip_code, country,
      company_name, contact_first_name, contact_last_name, email, phone, requested_date,
      recipient_name, recipient_email, idempotency_key || '-' || i
    from jobs, generate_series(1, 39) as i where id = ${job.id}`.execute(database);
  await sql`
    insert into job_storage_units (job_id, unit_type, quantity)
    select jobs.id, unit.unit_type, unit.quantity
    from jobs, job_storage_units unit
    where jobs.supplier_id = ${supplierId} and jobs.id <> ${job.id} and unit.job_id = ${job.id}`.execute(
    database,
  );
});
afterAll(() => server.close());

describe("the provider's job feed runs a fixed number of statements whatever the page size", () => {
  it('reads 3 jobs and 30 with as many statements, storage units and all', async () => {
    const path = (limit: number) =>
      `/api/provider/no/jobs?supplier_id=${supplierId}&limit=${limit}`;
    const few = await statementsOfDownload(server, { token: key, path: path(3) });
    const many = await statementsOfDownload(server, { token: key, path: path(30) });
    expect(many).toBe(few);
    const page = (await (
      await fetch(`${server.url}${path(30)}`, { headers: { authorization: `Bearer ${key}` } })
    ).json()) as { jobs: { storage_units: unknown[] }[] };
    expect(page.jobs).toHaveLength(30);
    expect(page.jobs.every((job) => job.storage_units.length > 0)).toBe(true);
  });
});
