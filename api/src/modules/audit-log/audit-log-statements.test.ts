import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe('the audit log runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 entries (of the group, by several people) as for 3', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const admin = await createUser(database, { supplier_id: master.id, is_admin: true });
    await sql`
      insert into audit_log (supplier_id, occurred_at, actor_type, actor_id, actor_name, action)
      select case when i % 2 = 0 then ${master.id}::uuid else ${subSuppliers[0]!.id}::uuid end,
        now() - make_interval(mins => i), 'user', ${admin.id}::uuid, 'Person ' || i, 'job.ordered'
      from generate_series(1, 40) as i`.execute(database);
    await expectFixedStatementsPerPage(server, {
      token: await signIn(server, admin),
      field: 'get_audit_log',
      rows: 'entries',
    });
  });
});
