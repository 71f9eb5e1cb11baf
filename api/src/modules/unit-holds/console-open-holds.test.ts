import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import {
  consoleCsv,
  consoleExport,
  consoleXlsx,
  expectConsoleExportRefusals,
} from '../../test-support/console-export-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  answerTestHold,
  createTestUnit,
  createUnitHold,
} from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

const openHoldsQuery = /* GraphQL */ `
  query console_open_holds($text: String, $page_size: Int) {
    console_open_holds(text: $text, page_size: $page_size) {
      total
      items {
        customer
        serial_number
        reason
        overdue
        value_at_stake
      }
    }
  }
`;

const sortedHoldsQuery = /* GraphQL */ `
  query console_open_holds($text: String, $sort: ConsoleOpenHoldSort, $direction: SortDirection) {
    console_open_holds(text: $text, sort: $sort, direction: $direction) {
      items {
        serial_number
      }
    }
  }
`;

interface OpenHolds {
  console_open_holds: {
    total: number;
    items: {
      customer: string;
      serial_number: string;
      reason: string;
      overdue: boolean;
      value_at_stake: number | null;
    }[];
  };
}

const dayMs = 86_400_000;

async function holdOf(company: string, serial: string, respondInDays: number) {
  const supplier = await createSupplier(server.databases.no, { company });
  const unit = await createTestUnit(server.databases.no, supplier.id, { serial_number: serial });
  return createUnitHold(server.databases.no, {
    supplierId: supplier.id,
    unitId: unit.id,
    respond_by: new Date(Date.now() + respondInDays * dayMs),
  });
}

describe("the console's open holds", () => {
  it("lists every customer's holds waiting for an answer, the longest overdue first", async () => {
    const tag = randomUUID().slice(0, 8);
    await holdOf(`Fjordlys ${tag} AS`, `${tag}-LATER`, 3);
    await holdOf(`Havbris ${tag} AS`, `${tag}-OVERDUE`, -2);
    await holdOf(`Nordlys ${tag} AS`, `${tag}-SOON`, 1);
    const answered = await holdOf(`Solgang ${tag} AS`, `${tag}-ANSWERED`, 1);
    await answerTestHold(server.databases.no, answered.id);

    const answer = await server.graphql<OpenHolds>({
      query: openHoldsQuery,
      variables: { text: tag },
      token: supportToken,
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.console_open_holds.total).toBe(3);
    expect(answer.body.data?.console_open_holds.items).toEqual([
      {
        customer: `Havbris ${tag} AS`,
        serial_number: `${tag}-OVERDUE`,
        reason: 'activation_lock',
        overdue: true,
        value_at_stake: 1200,
      },
      expect.objectContaining({ serial_number: `${tag}-SOON`, overdue: false }),
      expect.objectContaining({ serial_number: `${tag}-LATER`, overdue: false }),
    ]);
    // Found by the customer's name too.
    const byCustomer = await server.graphql<OpenHolds>({
      query: openHoldsQuery,
      variables: { text: `Nordlys ${tag}` },
      token: supportToken,
    });
    expect(
      byCustomer.body.data?.console_open_holds.items.map((hold) => hold.serial_number),
    ).toEqual([`${tag}-SOON`]);

    // As a file: the same rows in the same order, headed in the reader's language.
    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/open-holds.csv?text=${tag}&language=da`,
      supportToken,
    );
    expect(rows[0]?.slice(0, 5)).toEqual(['Enhed', 'Model', 'Opgave', 'Kunde', 'Årsag']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      `${tag}-OVERDUE`,
      `${tag}-SOON`,
      `${tag}-LATER`,
    ]);
    expect(rows[1]?.[4]).toBe('Aktiveringslås / Find');
    const sheet = await consoleXlsx(
      server,
      `/api/console/no/exports/open-holds.xlsx?text=${tag}`,
      supportToken,
    );
    expect(sheet.name).toBe('Units on hold');
    expect(sheet.rows).toHaveLength(4);
    await expectConsoleExportRefusals(server, '/api/console/no/exports/open-holds.csv');
  });

  it('sorts by customer, serial number, value and dates both ways, the file as the page', async () => {
    const tag = randomUUID().slice(0, 8);
    await holdOf(`Østfold ${tag} AS`, `${tag}-B`, 2);
    await holdOf(`Agder ${tag} AS`, `${tag}-C`, -1);
    await holdOf(`Bergen ${tag} AS`, `${tag}-A`, 5);
    const serialsOf = async (sort: string, direction: string) => {
      const answer = await server.graphql<OpenHolds>({
        query: sortedHoldsQuery,
        variables: { text: tag, sort, direction },
        token: supportToken,
      });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data?.console_open_holds.items.map((hold) => hold.serial_number);
    };
    // Norwegian puts Ø after the Latin letters.
    expect(await serialsOf('customer', 'ASC')).toEqual([`${tag}-C`, `${tag}-A`, `${tag}-B`]);
    expect(await serialsOf('customer', 'DESC')).toEqual([`${tag}-B`, `${tag}-A`, `${tag}-C`]);
    expect(await serialsOf('serial_number', 'ASC')).toEqual([`${tag}-A`, `${tag}-B`, `${tag}-C`]);
    expect(await serialsOf('respond_by', 'DESC')).toEqual([`${tag}-A`, `${tag}-B`, `${tag}-C`]);
    expect(await serialsOf('placed_at', 'ASC')).toHaveLength(3);

    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/open-holds.csv?text=${tag}&sort=serial_number&direction=desc`,
      supportToken,
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual([`${tag}-C`, `${tag}-B`, `${tag}-A`]);
    expect(
      errorCodeOf(
        await server.graphql({
          query: sortedHoldsQuery,
          variables: { text: tag, sort: 'company', direction: 'ASC' },
          token: supportToken,
        }),
      ),
    ).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(
      (
        await consoleExport(
          server,
          '/api/console/no/exports/open-holds.csv?sort=company',
          supportToken,
        )
      ).status,
    ).toBe(400);
  });

  it('refuses customers and bad pages', async () => {
    const customer = await signIn(server, await createUser(server.databases.no));
    expect(errorCodeOf(await server.graphql({ query: openHoldsQuery, token: customer }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      errorCodeOf(
        await server.graphql({
          query: openHoldsQuery,
          variables: { page_size: 1000 },
          token: supportToken,
        }),
      ),
    ).toBe('BAD_USER_INPUT');
  });
});
