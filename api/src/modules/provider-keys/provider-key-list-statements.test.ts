import { afterAll, beforeAll, describe, it } from 'vitest';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe('the provider keys list runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 keys as for 3', async () => {
    for (let index = 0; index < 32; index += 1) {
      await createProviderKey(server.databases.no, `System ${index}`);
    }
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server)),
      field: 'console_provider_keys',
      rows: 'items',
    });
  });
});
