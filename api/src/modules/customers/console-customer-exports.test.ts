import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allConsolePages,
  consoleCsv,
  consoleExport,
  consoleXlsx,
  expectConsoleExportRefusals,
  staffSession,
} from '../../test-support/console-export-requests.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let supportToken: string;
/** A Danish member's pages sort text as Danish does, as the Danish file does. */
let danishReaderToken: string;
let prefix: string;
let masterId: string;
beforeAll(async () => {
  server = await startTestServer();
  supportToken = await staffSession(server, 'support');
  danishReaderToken = await staffSession(server, 'support', 'no', 'da');
  prefix = `Kundeexport${randomUUID().slice(0, 8)}`;
  const database = server.databases.no;
  const master = await createSupplier(database, {
    company: `${prefix} Æblegruppen`,
    is_master_account: true,
    org_number: '912345678',
    report_access_default: true,
  });
  masterId = master.id;
  await createSupplier(database, { company: `${prefix} Bergen`, parent_supplier_id: master.id });
  await createSupplier(database, { company: `${prefix} Aalborg`, can_upload: true });
  await createSupplier(database, { company: `${prefix} Zeta` });
  const users = [
    { email: `b-${prefix}@test.example`, status: 'active', is_admin: true, language: 'fi' },
    { email: `a-${prefix}@test.example`, status: 'invited', is_admin: false, language: 'da' },
    { email: `d-${prefix}@test.example`, status: 'deactivated', is_admin: false, language: 'no' },
    { email: `c-${prefix}@test.example`, status: 'active', is_admin: false, language: 'se' },
  ];
  for (const user of users) {
    await createUser(database, { ...user, supplier_id: master.id, has_report_access: false });
  }
});
afterAll(() => server.close());

interface Listed {
  company?: string;
  email?: string;
}

/** Every page of a console list query, as staff see it. */
const pagesOf = (
  field: string,
  query: string,
  variables: Record<string, unknown>,
  token = supportToken,
) =>
  allConsolePages(async (page) => {
    const answer = await server.graphql<Record<string, { total: number; items: Listed[] }>>({
      query,
      variables: { ...variables, page },
      token,
    });
    const list = answer.body.data?.[field];
    if (!list) throw new Error(JSON.stringify(answer.body.errors));
    return list;
  });

const customersQuery = /* GraphQL */ `
  query console_customers(
    $text: String
    $page: Int
    $sort: ConsoleCustomerSort
    $direction: SortDirection
  ) {
    console_customers(
      text: $text
      page: $page
      page_size: 100
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        company
      }
    }
  }
`;

const usersQuery = /* GraphQL */ `
  query console_customer_users(
    $customer_id: ID!
    $text: String
    $page: Int
    $sort: ConsoleCustomerUserSort
    $direction: SortDirection
  ) {
    console_customer_users(
      customer_id: $customer_id
      text: $text
      page: $page
      page_size: 100
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        email
      }
    }
  }
`;

describe("the console's customers as a file", () => {
  it('holds the customers the text finds, in the order asked, with Danish headers', async () => {
    const shown = await pagesOf(
      'console_customers',
      customersQuery,
      { text: prefix, sort: 'company', direction: 'DESC' },
      danishReaderToken,
    );
    expect(shown).toHaveLength(4);
    const query = `text=${prefix}&sort=company&direction=desc&language=da`;
    const rows = await consoleCsv(
      server,
      `/api/console/no/exports/customers.csv?${query}`,
      danishReaderToken,
    );
    expect(rows[0]).toEqual([
      'Virksomhed',
      'CVR-nummer',
      'Koncern',
      'Aktive brugere',
      'Inviterede brugere',
      'Senest logget ind',
      'Filer på bestillinger',
      'Nye brugere får adgang til rapporter og afregninger',
      'Kunde siden',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown.map((customer) => customer.company));
    // Danish puts Æ after Z and Aa (as Å) last of all, so first here: as the page sorts.
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      `${prefix} Aalborg`,
      `${prefix} Æblegruppen`,
      `${prefix} Zeta`,
      `${prefix} Bergen`,
    ]);
    const master = rows.find((row) => row[0] === `${prefix} Æblegruppen`);
    expect(master?.slice(1, 5)).toEqual(['912345678', 'Hovedkonto · 1 underleverandør', '2', '1']);
    const sub = rows.find((row) => row[0] === `${prefix} Bergen`);
    expect(sub?.[2]).toBe(`Underleverandør til ${prefix} Æblegruppen`);
    // Whether new users get report access unless their inviter says otherwise.
    expect(master?.[7]).toBe('Til');
    expect(sub?.[7]).toBe('Fra');

    const xlsx = await consoleXlsx(
      server,
      `/api/console/no/exports/customers.xlsx?${query}`,
      supportToken,
    );
    expect(xlsx.name).toBe('Kunder');
    expect(xlsx.rows.slice(1).map((row) => row[0])).toEqual(rows.slice(1).map((row) => row[0]));
  });

  it('is refused to anyone but this country’s staff, and for an order the list has not', async () => {
    await expectConsoleExportRefusals(server, '/api/console/no/exports/customers.csv');
    const response = await consoleExport(
      server,
      '/api/console/no/exports/customers.csv?sort=revenue',
      supportToken,
    );
    expect(response.status).toBe(400);
  });
});

describe("a customer's users as a file", () => {
  const path = (query: string) => `/api/console/no/exports/customer-users.csv?${query}`;

  it('holds the users the text finds, in the order asked, in the file’s language', async () => {
    for (const [sort, direction] of [
      ['email', 'ASC'],
      ['status', 'DESC'],
    ] as const) {
      const shown = await pagesOf('console_customer_users', usersQuery, {
        customer_id: masterId,
        text: prefix,
        sort,
        direction,
      });
      expect(shown).toHaveLength(4);
      const query = `customer_id=${masterId}&text=${prefix}&sort=${sort}&direction=${direction}&language=da`;
      const rows = await consoleCsv(server, path(query), supportToken);
      expect(rows.slice(1).map((row) => row[1])).toEqual(shown.map((user) => user.email));
    }
    const rows = await consoleCsv(
      server,
      path(`customer_id=${masterId}&sort=email&direction=asc&language=da`),
      supportToken,
    );
    expect(rows[0]).toEqual([
      'Navn',
      'E-mail',
      'Status',
      'Rolle',
      'Rapportadgang',
      'Sprog',
      'Senest logget ind',
      'Inviteret',
    ]);
    expect(rows.slice(1).map((row) => row.slice(1, 6))).toEqual([
      [`a-${prefix}@test.example`, 'Inviteret', 'Bruger', 'Nej', 'Dansk'],
      [`b-${prefix}@test.example`, 'Aktiv', 'Administrator', 'Nej', 'Finsk'],
      [`c-${prefix}@test.example`, 'Aktiv', 'Bruger', 'Nej', 'Svensk'],
      [`d-${prefix}@test.example`, 'Deaktiveret', 'Bruger', 'Nej', 'Norsk'],
    ]);
    const narrowed = await consoleCsv(
      server,
      path(`customer_id=${masterId}&text=c-${prefix}&language=en`),
      supportToken,
    );
    expect(narrowed.slice(1).map((row) => [row[1], row[2]])).toEqual([
      [`c-${prefix}@test.example`, 'Active'],
    ]);
  });

  it('names a customer of this country: another one is not found, a malformed id refused', async () => {
    await expectConsoleExportRefusals(server, path(`customer_id=${masterId}`));
    const danish = await createSupplier(server.databases.dk);
    for (const [query, status] of [
      [`customer_id=${danish.id}`, 404],
      [`customer_id=${randomUUID()}`, 404],
      ['customer_id=not-an-id', 400],
      ['', 400],
      [`customer_id=${masterId}&sort=company`, 400],
    ] as const) {
      const response = await consoleExport(server, path(query), supportToken);
      expect(response.status, query).toBe(status);
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    // Danish staff at their own country's route find no Norwegian customer.
    const danishStaff = await staffSession(server, 'administrator', 'dk');
    const fromDenmark = await consoleExport(
      server,
      `/api/console/dk/exports/customer-users.csv?customer_id=${masterId}`,
      danishStaff,
    );
    expect(fromDenmark.status).toBe(404);
  });
});
