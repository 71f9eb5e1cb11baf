import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe("the console's jobs board runs a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 jobs of several customers as for 3', async () => {
    for (let customer = 0; customer < 4; customer += 1) {
      const token = await signIn(server, await createUser(server.databases.no, { is_admin: true }));
      for (let job = 0; job < 8; job += 1) await orderTestJob(server, token);
    }
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server, { role: 'support' })),
      field: 'console_jobs',
      rows: 'items',
    });
  });
});
