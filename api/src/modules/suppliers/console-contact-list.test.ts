import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allConsolePages,
  consoleCsv,
  consoleExport,
  consoleXlsx,
  expectConsoleExportRefusals,
  staffSession,
} from '../../test-support/console-export-requests.js';
import { createSupplier } from '../../test-support/factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
/** Danish and Norwegian put Z before Æ, Ø, Å: a Danish reader's list sorts as theirs does. */
let danishReaderToken: string;
let englishReaderToken: string;
/** In every contact's name and e-mail: the text that finds this file's contacts only. */
let prefix: string;
/** Words of this file's own in one contact's Danish job title and another's phone. */
let danishTitle: string;
let phone: string;

interface Contact {
  name: string;
  email: string;
  phone: string | null;
  job_title: string | null;
  job_title_translations: { language: string; title: string }[];
  customer_count: number;
}

beforeAll(async () => {
  server = await startTestServer();
  danishReaderToken = await staffSession(server, 'support', 'no', 'da');
  englishReaderToken = await staffSession(server, 'support');
  prefix = `Kontaktliste${randomUUID().slice(0, 8)}`;
  danishTitle = `Salgsdirektør ${randomUUID().slice(0, 8)}`;
  phone = `+47 4${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const database = server.databases.no;
  const people = [
    {
      name: `${prefix} Åse Berg`,
      email: `c-${prefix}@test.example`,
      job_title: 'Sales director',
      job_title_translations: JSON.stringify({ da: danishTitle }),
      customers: 2,
    },
    {
      name: `${prefix} Bjørn Dahl`,
      email: `a-${prefix}@test.example`,
      job_title: 'Account manager',
      job_title_translations: JSON.stringify({ fi: 'Asiakasvastaava' }),
      customers: 0,
    },
    { name: `${prefix} Ørjan Lie`, email: `b-${prefix}@test.example`, phone, customers: 1 },
    {
      name: `${prefix} Zara Holm`,
      email: `d-${prefix}@test.example`,
      job_title: 'Invoicing',
      customers: 0,
    },
  ];
  for (const { customers, ...person } of people) {
    const contact = await database
      .insertInto('provider_contacts')
      .values(person)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let count = 0; count < customers; count += 1) {
      const customer = await createSupplier(database);
      await database
        .insertInto('supplier_provider_contacts')
        .values({ supplier_id: customer.id, provider_contact_id: contact.id, role: 'invoice' })
        .execute();
    }
  }
});
afterAll(() => server.close());

const contactsQuery = /* GraphQL */ `
  query console_provider_contacts(
    $text: String
    $page: Int
    $page_size: Int
    $sort: ConsoleProviderContactSort
    $direction: SortDirection
  ) {
    console_provider_contacts(
      text: $text
      page: $page
      page_size: $page_size
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        name
        email
        phone
        job_title
        job_title_translations {
          language
          title
        }
        customer_count
      }
    }
  }
`;

/** Every page of the list (two a page, so the order holds across pages too). */
const listed = (variables: Record<string, unknown>, token = danishReaderToken) =>
  allConsolePages(async (page) => {
    const answer = await server.graphql<{
      console_provider_contacts: { total: number; items: Contact[] };
    }>({ query: contactsQuery, variables: { page_size: 2, ...variables, page }, token });
    const list = answer.body.data?.console_provider_contacts;
    if (!list) throw new Error(JSON.stringify(answer.body.errors));
    return list;
  });

const firstNames = (contacts: { name: string }[]) =>
  contacts.map((contact) => contact.name.slice(prefix.length + 1).split(' ')[0]);

describe("the console's provider contacts, sorted and searched", () => {
  it('sorts by name in the reader’s alphabet, and by e-mail, job title and customers both ways', async () => {
    expect(firstNames(await listed({ text: prefix }))).toEqual(['Bjørn', 'Zara', 'Ørjan', 'Åse']);
    expect(firstNames(await listed({ text: prefix, direction: 'DESC' }))).toEqual([
      'Åse',
      'Ørjan',
      'Zara',
      'Bjørn',
    ]);
    // English sorts Å with A and Ø with O.
    expect(firstNames(await listed({ text: prefix }, englishReaderToken))).toEqual([
      'Åse',
      'Bjørn',
      'Ørjan',
      'Zara',
    ]);
    expect(firstNames(await listed({ text: prefix, sort: 'email' }))).toEqual([
      'Bjørn',
      'Ørjan',
      'Åse',
      'Zara',
    ]);
    expect(firstNames(await listed({ text: prefix, sort: 'email', direction: 'DESC' }))).toEqual([
      'Zara',
      'Åse',
      'Ørjan',
      'Bjørn',
    ]);
    // A contact without a job title comes last either way.
    for (const [direction, order] of [
      ['ASC', ['Bjørn', 'Zara', 'Åse', 'Ørjan']],
      ['DESC', ['Åse', 'Zara', 'Bjørn', 'Ørjan']],
    ] as const) {
      expect(firstNames(await listed({ text: prefix, sort: 'job_title', direction }))).toEqual(
        order,
      );
    }
    const byCustomers = await listed({ text: prefix, sort: 'customer_count', direction: 'DESC' });
    expect(byCustomers.map((contact) => contact.customer_count)).toEqual([2, 1, 0, 0]);
    expect(firstNames(byCustomers).slice(0, 2)).toEqual(['Åse', 'Ørjan']);
  });

  it('finds a contact by phone and by a translated job title, and takes % literally', async () => {
    expect(firstNames(await listed({ text: phone }))).toEqual(['Ørjan']);
    // The title's own part, in capitals: the search ignores case.
    expect(firstNames(await listed({ text: danishTitle.slice(-8).toUpperCase() }))).toEqual([
      'Åse',
    ]);
    expect(await listed({ text: `${prefix}%` })).toEqual([]);
  });

  it('refuses an order it does not have, a page size over 100 and a long text, as the client’s fault', async () => {
    for (const [variables, code] of [
      // Not one of the schema's values: refused before it runs.
      [{ sort: 'password' }, 'GRAPHQL_VALIDATION_FAILED'],
      [{ direction: 'SIDEWAYS' }, 'GRAPHQL_VALIDATION_FAILED'],
      [{ page_size: 101 }, 'BAD_USER_INPUT'],
      [{ page: 0 }, 'BAD_USER_INPUT'],
      [{ text: 'x'.repeat(201) }, 'BAD_USER_INPUT'],
    ] as const) {
      const answer = await server.graphql({
        query: contactsQuery,
        variables,
        token: danishReaderToken,
      });
      expect(errorCodeOf(answer), JSON.stringify(variables)).toBe(code);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe("the console's provider contacts as a file", () => {
  const path = (format: 'csv' | 'xlsx', query: string) =>
    `/api/console/no/exports/provider-contacts.${format}?${query}`;

  it('holds the rows the page shows for its text and order, with headers in the file’s language', async () => {
    for (const [sort, direction] of [
      ['name', 'DESC'],
      ['email', 'ASC'],
      ['customer_count', 'DESC'],
    ] as const) {
      const shown = await listed({ text: prefix, sort, direction });
      const query = `text=${prefix}&sort=${sort}&direction=${direction.toLowerCase()}&language=da`;
      const rows = await consoleCsv(server, path('csv', query), danishReaderToken);
      expect(rows[0]).toEqual([
        'Navn',
        'E-mail',
        'Telefon',
        'Stillingsbetegnelse (engelsk)',
        'Stillingsbetegnelse på andre sprog',
        'Kunder',
      ]);
      const expected = shown.map((contact) => [
        contact.name,
        contact.email,
        // A spreadsheet would read "+47 ..." as a formula: the file marks it as text.
        contact.phone ? `'${contact.phone}` : '',
        contact.job_title ?? '',
        contact.job_title_translations
          .map((translation) => `${translation.language}: ${translation.title}`)
          .join('; '),
        String(contact.customer_count),
      ]);
      expect(rows.slice(1)).toEqual(expected);
      const xlsx = await consoleXlsx(server, path('xlsx', query), englishReaderToken);
      expect(xlsx.name).toBe('Kontakter');
      expect(xlsx.rows[0]?.[0]).toBe('Navn');
      expect(xlsx.rows.slice(1)).toEqual(expected);
    }
    const narrowed = await consoleCsv(
      server,
      path('csv', `text=${encodeURIComponent(phone)}&language=en`),
      englishReaderToken,
    );
    expect(narrowed[0]?.[0]).toBe('Name');
    expect(narrowed.slice(1).map((row) => row[2])).toEqual([`'${phone}`]);
  });

  it('is refused to anyone but this country’s staff, and for an order the list has not', async () => {
    await expectConsoleExportRefusals(server, path('csv', `text=${prefix}`));
    for (const query of ['sort=password', 'direction=sideways', `text=${'x'.repeat(201)}`]) {
      const response = await consoleExport(server, path('csv', query), englishReaderToken);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    // Denmark's staff at their own path read Denmark's contacts: none of Norway's.
    const danishStaff = await staffSession(server, 'administrator', 'dk');
    const fromDenmark = await consoleCsv(
      server,
      `/api/console/dk/exports/provider-contacts.csv?text=${prefix}`,
      danishStaff,
    );
    expect(fromDenmark).toHaveLength(1);
  });
});
