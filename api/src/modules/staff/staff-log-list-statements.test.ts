import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSupplier } from '../../test-support/factories.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { recordStaffAudit } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe('the staff log runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 entries, some about customers, as for 3', async () => {
    const member = await createTestStaff(server, { role: 'account_manager' });
    const customer = await createSupplier(server.databases.no);
    for (let index = 0; index < 32; index += 1) {
      await recordStaffAudit(server.databases.no, {
        staff: { id: member.id, name: 'Test Staff' },
        action: 'customer_user.invited',
        target: { type: 'user', id: randomUUID(), label: `user-${index}@test.example` },
        supplierId: index % 2 === 0 ? customer.id : null,
        details: { is_admin: false },
      });
    }
    await expectFixedStatementsPerPage(server, {
      token: await signInStaff(server, await createTestStaff(server)),
      field: 'console_staff_log',
      rows: 'items',
    });
  });
});
