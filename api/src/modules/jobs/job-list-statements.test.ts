import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  expectFixedStatementsPerPage,
  statementsOfDownload,
} from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { createUnitHold } from '../../test-support/unit-hold-factories.js';

let server: TestServer;

/**
 * `count` jobs of a supplier, each with a storage unit, a status event and two expected assets;
 * their numbers are the prefix returned and 1 to `count`.
 */
async function insertJobs(supplierId: string, count: number): Promise<string> {
  const database = server.databases.no;
  const prefix = `S-${randomUUID().slice(0, 6)}-`;
  await sql`
    insert into jobs (supplier_id, job_number, kind, status, address, city, zip_code, country,
      company_name, contact_first_name, contact_last_name, email, phone, requested_date,
      recipient_name, recipient_email, idempotency_key)
    select ${supplierId}, ${prefix} || i, 'COLLECTION', 'COMPLETED', 'Street ' || i, 'Oslo',
      '0150', 'norway', 'Company', 'Kari', 'Nordmann', 'kari@test.example', '+47 900 00 000',
      date '2026-01-05' + i, 'Kari', 'kari@test.example', ${prefix} || i
    from generate_series(1, ${count}) as i`.execute(database);
  await sql`
    insert into job_storage_units (job_id, unit_type, quantity)
    select id, 'BOX', 2 from jobs where supplier_id = ${supplierId}`.execute(database);
  await sql`
    insert into job_status_events (job_id, status)
    select id, 'ORDERED' from jobs where supplier_id = ${supplierId}`.execute(database);
  await sql`
    insert into job_expected_assets (supplier_id, job_id, serial_number)
    select supplier_id, id, job_number || '-' || n
    from jobs, generate_series(1, 2) as n where supplier_id = ${supplierId}`.execute(database);
  return prefix;
}

let token: string;
let firstJobId: string;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
  const database = server.databases.no;
  const user = await createUser(database);
  token = await signIn(server, user);
  const prefix = await insertJobs(user.supplier_id, 40);
  // The first job's first expected asset arrived, and 39 more units with it: a page of units.
  firstJobId = (
    await database
      .selectFrom('jobs')
      .select('id')
      .where('job_number', '=', `${prefix}1`)
      .executeTakeFirstOrThrow()
  ).id;
  await importTestUnits(database, user.supplier_id, [
    unitRow({ serial_number: `${prefix}1-1`, job_number: `${prefix}1` }),
    ...Array.from({ length: 39 }, () => unitRow({ job_number: `${prefix}1` })),
    // A unit in every other job too, so each page reads its units' fields (their values).
    ...Array.from({ length: 39 }, (_, index) => unitRow({ job_number: `${prefix}${index + 2}` })),
  ]);
  // Three of them on hold, so open_holds reads rows too.
  const units = await database
    .selectFrom('processed_units')
    .select('id')
    .where('supplier_id', '=', user.supplier_id)
    .limit(3)
    .execute();
  for (const unit of units) {
    await createUnitHold(database, { supplierId: user.supplier_id, unitId: unit.id });
  }
});
afterAll(() => server.close());

describe('the job lists run a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 jobs as for 3 (every field, the missing-assets flag and open holds too)', async () => {
    await expectFixedStatementsPerPage(server, { token, field: 'get_jobs', rows: 'jobs' });
  });

  it('exports 3 jobs and 40 with as many statements', async () => {
    const fewJobs = await createUser(server.databases.no);
    await insertJobs(fewJobs.supplier_id, 3);
    const fewToken = await signIn(server, fewJobs);
    for (const format of ['csv', 'xlsx']) {
      const path = `/files/no/exports/jobs.${format}`;
      expect(await statementsOfDownload(server, { token: fewToken, path })).toBe(
        await statementsOfDownload(server, { token, path }),
      );
    }
  });

  it("runs as many statements for 30 of a job's units as for 3", async () => {
    await expectFixedStatementsPerPage(server, {
      token,
      field: 'get_job_units',
      arguments: `job_id: "${firstJobId}"`,
      rows: 'units',
    });
  });
});
