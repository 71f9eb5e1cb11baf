import { afterAll, beforeAll, describe, it } from 'vitest';
import { createDocument } from '../../test-support/document-factories.js';
import { createSupplier } from '../../test-support/factories.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe("the console's documents run a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 documents, some a customer’s own, as for 3', async () => {
    const customer = await createSupplier(server.databases.no);
    for (let index = 0; index < 32; index += 1) {
      await createDocument(
        server.databases.no,
        { storage: server.storage },
        {
          title: `Statement count ${index}`,
          titleTranslations: { fi: `Lausekysely ${index}` },
          ...(index % 4 === 0 ? { supplierId: customer.id, category: 'agreement' } : {}),
        },
      );
    }
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server, { role: 'support' })),
      field: 'console_documents',
      rows: 'items',
    });
  });
});
