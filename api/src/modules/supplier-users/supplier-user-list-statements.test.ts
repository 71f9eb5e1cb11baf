import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the unpaged get_supplier_users', () => {
  it('answers the first 200 of more', async () => {
    const database = server.databases.no;
    const admin = await createUser(database, { is_admin: true });
    const prefix = randomUUID().slice(0, 8);
    await sql`
      insert into users (supplier_id, email, first_name, last_name, country, status)
      select ${admin.supplier_id}, ${prefix} || '-' || i || '@test.example',
        'First' || lpad(i::text, 3, '0'), 'Last', 'norway', 'active'
      from generate_series(1, 205) as i`.execute(database);
    const response = await server.graphql<{ get_supplier_users: { first_name: string }[] }>({
      query: '{ get_supplier_users { first_name } }',
      token: await signIn(server, admin),
    });
    const listed = response.body.data!.get_supplier_users;
    expect(listed).toHaveLength(200);
    expect(listed[0]?.first_name).toBe('First001');
  });
});
