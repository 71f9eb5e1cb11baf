import { afterAll, beforeAll, describe, it } from 'vitest';
import { createAgreement } from '../../test-support/agreement-factories.js';
import { createDocument } from '../../test-support/document-factories.js';
import { createSupplier } from '../../test-support/factories.js';
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

describe("a customer's agreements in the console run a fixed number of statements", () => {
  it('runs as many statements for 30 agreements, some with signed terms, as for 3', async () => {
    const customer = await createSupplier(server.databases.no);
    for (let index = 0; index < 32; index += 1) {
      const terms =
        index % 4 === 0
          ? await createDocument(
              server.databases.no,
              { storage: server.storage },
              { supplierId: customer.id },
            )
          : undefined;
      await createAgreement(server.databases.no, customer.id, {
        is_main: index === 0,
        valid_from: `2025-${String((index % 12) + 1).padStart(2, '0')}-01`,
        valid_to: index % 3 === 0 ? null : '2027-12-31',
        terms_document_id: terms?.id ?? null,
      });
    }
    await expectFixedStatementsPerPage(server, {
      token: staffToken,
      field: 'console_customer_agreements',
      arguments: `customer_id: "${customer.id}"`,
      rows: 'items',
    });
  });
});
