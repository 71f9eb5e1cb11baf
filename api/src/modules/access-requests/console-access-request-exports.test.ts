import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier } from '../../test-support/factories.js';
import {
  consoleCsv,
  consoleXlsx,
  expectConsoleExportRefusals,
} from '../../test-support/console-export-requests.js';
import {
  createAccessRequest,
  createTestStaff,
  signInStaff,
} from '../../test-support/staff-factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

const listQuery = /* GraphQL */ `
  query console_access_requests(
    $text: String
    $sort: ConsoleAccessRequestSort
    $direction: SortDirection
  ) {
    console_access_requests(text: $text, sort: $sort, direction: $direction, page_size: 100) {
      items {
        company_name
      }
    }
  }
`;

describe("the console's access requests as a file", () => {
  it('holds the rows the list shows, in its order, with the customers of the same number', async () => {
    const tag = randomUUID().slice(0, 8);
    // A number of this test's own: another file's customer with the same one would be listed too.
    const digits = String(100_000_000 + Math.floor(Math.random() * 900_000_000));
    await createSupplier(server.databases.no, {
      company: `Known ${tag} AS`,
      org_number: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    });
    for (const company of [`Beta ${tag} AS`, `Alfa ${tag} AS`, `Gamma ${tag} AS`]) {
      await createAccessRequest(server.databases.no, {
        company_name: company,
        ...(company.startsWith('Gamma') ? { org_number: digits } : {}),
      });
    }
    const list = await server.graphql<{
      console_access_requests: { items: { company_name: string }[] };
    }>({
      query: listQuery,
      variables: { text: tag, sort: 'company_name', direction: 'DESC' },
      token: supportToken,
    });
    const shown = list.body.data?.console_access_requests.items.map((item) => item.company_name);
    expect(shown).toEqual([`Gamma ${tag} AS`, `Beta ${tag} AS`, `Alfa ${tag} AS`]);

    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/access-requests.csv?text=${tag}&sort=company_name&direction=DESC&language=fi`,
      supportToken,
    );
    expect(rows[0]?.slice(0, 4)).toEqual(['Yritys', 'Yritystunnus', 'Pyytäjä', 'Sähköposti']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown);
    expect(rows[1]?.[7]).toBe(`Known ${tag} AS`);
    const sheet = await consoleXlsx(
      server,
      `/api/console/no/exports/access-requests.xlsx?text=${tag}&status=approved`,
      supportToken,
    );
    expect(sheet.rows).toHaveLength(1);
    await expectConsoleExportRefusals(server, '/api/console/no/exports/access-requests.csv');
  });
});
