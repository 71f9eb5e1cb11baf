import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
  staffToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

describe("the console's customer lists run a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 customers, with groups and users, as for 3', async () => {
    for (let group = 0; group < 11; group += 1) {
      const { master } = await createSupplierGroup(server.databases.no, 2);
      await signIn(server, await createUser(server.databases.no, { supplier_id: master.id }));
    }
    await expectFixedStatementsPerPage(server, {
      token: staffToken,
      field: 'console_customers',
      rows: 'items',
    });
  });

  it("runs as many statements for 30 of a customer's users as for 3", async () => {
    const { master } = await createSupplierGroup(server.databases.no, 0);
    for (let index = 0; index < 32; index += 1) {
      const user = await createUser(server.databases.no, {
        supplier_id: master.id,
        status: index % 3 === 0 ? 'invited' : 'active',
      });
      if (index % 3 !== 0 && index % 5 === 1) await signIn(server, user);
    }
    await expectFixedStatementsPerPage(server, {
      token: staffToken,
      field: 'console_customer_users',
      arguments: `customer_id: "${master.id}"`,
      rows: 'items',
    });
  });
});
