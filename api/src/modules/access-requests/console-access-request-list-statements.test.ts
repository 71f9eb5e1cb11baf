import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSupplier } from '../../test-support/factories.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe("the console's inbox runs a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 requests (some of known customers) as for 3', async () => {
    const database = server.databases.no;
    const prefix = randomUUID().slice(0, 8);
    for (let index = 0; index < 5; index += 1) {
      await createSupplier(database, { org_number: `${prefix}-${index}` });
    }
    await sql`
      insert into access_requests
        (company_name, org_number, first_name, last_name, phone, email, language)
      select 'Company ' || i, ${prefix} || '-' || (i % 10), 'First', 'Last', '+47 912 34 567',
        ${prefix} || '-' || i || '@test.example', 'no'
      from generate_series(1, 40) as i`.execute(database);
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server, { role: 'support' })),
      field: 'console_access_requests',
      rows: 'items',
    });
  });
});
