import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSupplier } from '../../test-support/factories.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { insertTestHold } from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
  staffToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

describe("the console's open holds run a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 holds of several customers as for 3', async () => {
    for (let customer = 0; customer < 8; customer += 1) {
      const supplier = await createSupplier(server.databases.no);
      for (let index = 0; index < 4; index += 1) {
        await insertTestHold(server.databases.no, supplier.id);
      }
    }
    await expectFixedStatementsPerPage(server, {
      token: staffToken,
      field: 'console_open_holds',
      rows: 'items',
    });
  });
});
