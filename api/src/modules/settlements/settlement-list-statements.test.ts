import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let token: string;
let settlementId: string;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
  const database = server.databases.no;
  // A master account's group: 40 monthly settlements of a department, 40 lines each.
  const group = await createSupplierGroup(database, 1);
  const prefix = `SL-${randomUUID().slice(0, 6)}-`;
  await sql`
    insert into settlements (supplier_id, settlement_number, period_type, period_start,
      period_end, currency, resale_value, service_costs, status)
    select ${group.subSuppliers[0]!.id}, ${prefix} || i, 'monthly',
      date '2000-01-01' + make_interval(months => i), date '2000-01-31' + make_interval(months => i),
      'NOK', i * 10, 5, 'unpaid'
    from generate_series(1, 40) as i`.execute(database);
  await sql`
    insert into settlement_lines (settlement_id, position, description, category, quantity,
      resale_value, service_costs)
    select id, n, 'Item ' || n, 'Laptops', 1, n * 10, 1
    from settlements, generate_series(1, 40) as n
    where settlement_number like ${`${prefix}%`}`.execute(database);
  settlementId = (
    await database
      .selectFrom('settlements')
      .select('id')
      .where('settlement_number', '=', `${prefix}1`)
      .executeTakeFirstOrThrow()
  ).id;
  token = await signIn(server, await createUser(database, { supplier_id: group.master.id }));
});
afterAll(() => server.close());

describe('the settlement lists run a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 settlements (with their lines) as for 3', async () => {
    await expectFixedStatementsPerPage(server, {
      token,
      field: 'get_settlements',
      arguments: 'type: monthly',
      rows: 'settlements',
    });
  });

  it("runs as many statements for 30 of a settlement's lines as for 3", async () => {
    await expectFixedStatementsPerPage(server, {
      token,
      field: 'get_settlement_lines',
      arguments: `settlement_id: "${settlementId}"`,
      rows: 'lines',
    });
  });
});
