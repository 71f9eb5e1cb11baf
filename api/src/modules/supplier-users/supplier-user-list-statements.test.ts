import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe('the users list runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 users (active, invited, deactivated) as for 3', async () => {
    const database = server.databases.no;
    const admin = await createUser(database, { is_admin: true });
    const prefix = randomUUID().slice(0, 8);
    await sql`
      insert into users (supplier_id, email, first_name, last_name, country, status)
      select ${admin.supplier_id}, ${prefix} || '-' || i || '@test.example', 'First' || i,
        'Last' || i, 'norway', (array['active', 'invited', 'deactivated'])[i % 3 + 1]
      from generate_series(1, 40) as i`.execute(database);
    await expectFixedStatementsPerPage(server, {
      token: await signIn(server, admin),
      field: 'get_supplier_user_page',
      rows: 'users',
    });
  });
});
