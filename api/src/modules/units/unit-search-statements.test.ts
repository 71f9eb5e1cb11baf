import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe('the serial search runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 units found as for 3', async () => {
    const database = server.databases.no;
    const user = await createUser(database);
    const prefix = `Q${randomUUID().slice(0, 8).toUpperCase()}`;
    await importTestUnits(
      database,
      user.supplier_id,
      Array.from({ length: 40 }, (_, index) => unitRow({ serial_number: `${prefix}-${index}` })),
    );
    await expectFixedStatementsPerPage(server, {
      token: await signIn(server, user),
      field: 'search_unit_page',
      arguments: `serial_number: "${prefix}"`,
      rows: 'units',
    });
  });
});
