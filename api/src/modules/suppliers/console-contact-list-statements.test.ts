import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSupplier, uniqueEmail } from '../../test-support/factories.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe("the console's provider contacts run a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 contacts, some with customers, as for 3', async () => {
    const customer = await createSupplier(server.databases.no);
    for (let index = 0; index < 32; index += 1) {
      const contact = await server.databases.no
        .insertInto('provider_contacts')
        .values({
          name: `Contact ${index}`,
          email: uniqueEmail('contact'),
          job_title: 'Account manager',
          job_title_translations: JSON.stringify({ fi: 'Asiakasvastaava' }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (index % 3 === 0) {
        await server.databases.no
          .insertInto('supplier_provider_contacts')
          .values({ supplier_id: customer.id, provider_contact_id: contact.id, role: 'invoice' })
          .execute();
      }
    }
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server, { role: 'support' })),
      field: 'console_provider_contacts',
      rows: 'items',
    });
  });
});
