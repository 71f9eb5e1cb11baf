import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe("a job's reconciliation runs a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 rows (matched, missing, unexpected) as for 3', async () => {
    const database = server.databases.no;
    const user = await createUser(database);
    const jobNumber = `R-${randomUUID().slice(0, 8)}`;
    const job = await database
      .insertInto('jobs')
      .values({
        supplier_id: user.supplier_id,
        job_number: jobNumber,
        kind: 'COLLECTION',
        status: 'COMPLETED',
        address: 'Street 1',
        city: 'Oslo',
        zip_code: '0150',
        country: 'norway',
        company_name: 'Company',
        contact_first_name: 'Kari',
        contact_last_name: 'Nordmann',
        email: 'kari@test.example',
        phone: '+47 900 00 000',
        requested_date: '2026-01-05',
        recipient_name: 'Kari',
        recipient_email: 'kari@test.example',
        idempotency_key: jobNumber,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // 20 expected assets of which 10 arrived, and 20 units nobody expected.
    await sql`
      insert into job_expected_assets (supplier_id, job_id, serial_number)
      select ${user.supplier_id}, ${job.id}, ${jobNumber} || '-E' || i
      from generate_series(1, 20) as i`.execute(database);
    await importTestUnits(database, user.supplier_id, [
      ...Array.from({ length: 10 }, (_, index) =>
        unitRow({ serial_number: `${jobNumber}-E${index + 1}`, job_number: jobNumber }),
      ),
      ...Array.from({ length: 20 }, () => unitRow({ job_number: jobNumber })),
    ]);
    await expectFixedStatementsPerPage(server, {
      token: await signIn(server, user),
      field: 'get_job_reconciliation',
      arguments: `job_id: "${job.id}"`,
      rows: 'rows',
    });
  });
});
