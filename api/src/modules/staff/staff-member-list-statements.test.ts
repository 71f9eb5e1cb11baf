import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe('the staff list runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 members as for 3', async () => {
    for (let index = 0; index < 32; index += 1) {
      await createTestStaff(server, { role: index % 2 === 0 ? 'support' : 'account_manager' });
    }
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server)),
      field: 'console_staff_members',
      rows: 'items',
    });
  });
});
