import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement } from '../../test-support/agreement-factories.js';
import {
  allConsolePages,
  consoleCsv,
  consoleExport,
  consoleXlsx,
  expectConsoleExportRefusals,
  staffSession,
} from '../../test-support/console-export-requests.js';
import { createDocument } from '../../test-support/document-factories.js';
import { createSupplier } from '../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
/** A Danish member's pages sort text as Danish does, as the Danish file does. */
let danishReaderToken: string;
let customerId: string;
beforeAll(async () => {
  server = await startTestServer();
  danishReaderToken = await staffSession(server, 'support', 'no', 'da');
  const database = server.databases.no;
  const customer = await createSupplier(database);
  customerId = customer.id;
  const terms = await createDocument(
    database,
    { storage: server.storage },
    {
      supplierId: customer.id,
    },
  );
  // Danish puts Æ and Ø after Z, and Aa (as Å) last of all.
  const named = [
    { agreement_number: 'FA-1', title: 'Rammeaftale', is_main: true, valid_from: '2025-01-01' },
    {
      agreement_number: 'DPA-2',
      title: 'Ærø databehandling',
      valid_from: '2020-01-01',
      valid_to: '2021-12-31',
      terms_document_id: terms.id,
    },
    { agreement_number: 'SA-10', title: 'Aalborg service', valid_from: '2099-01-01' },
    { agreement_number: 'SA-9', title: 'Zeta service', valid_from: '2024-06-01' },
  ];
  for (const agreement of named) await createAgreement(database, customer.id, agreement);
  // Enough besides for three pages of ten, some starting on the same day.
  for (let index = 0; index < 21; index += 1) {
    await createAgreement(database, customer.id, {
      agreement_number: `X-${index}`,
      title: `Østerbro ${index}`,
      valid_from: `2023-0${(index % 3) + 1}-01`,
      valid_to: index % 2 ? '2030-12-31' : null,
    });
  }
});
afterAll(() => server.close());

const agreementsQuery = /* GraphQL */ `
  query console_customer_agreements(
    $customer_id: ID!
    $text: String
    $page: Int
    $sort: ConsoleAgreementSort
    $direction: SortDirection
  ) {
    console_customer_agreements(
      customer_id: $customer_id
      text: $text
      page: $page
      page_size: 10
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        agreement_number
      }
    }
  }
`;

/** Every page of the list (ten a page), as a Danish reader sees it. */
const shownNumbers = async (variables: Record<string, unknown>) =>
  (
    await allConsolePages(async (page) => {
      const answer = await server.graphql<{
        console_customer_agreements: { total: number; items: { agreement_number: string }[] };
      }>({
        query: agreementsQuery,
        variables: { customer_id: customerId, ...variables, page },
        token: danishReaderToken,
      });
      const list = answer.body.data?.console_customer_agreements;
      if (!list) throw new Error(JSON.stringify(answer.body.errors));
      return list;
    })
  ).map((agreement) => agreement.agreement_number);

const path = (format: 'csv' | 'xlsx', query: string) =>
  `/api/console/no/exports/customer-agreements.${format}?${query}`;

describe("a customer's agreements as a file", () => {
  it('holds every page of the list, in each order either way, as CSV and as Excel', async () => {
    for (const sort of ['main', 'valid_from', 'valid_to', 'agreement_number', 'title']) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const shown = await shownNumbers({ sort, direction });
        expect(shown).toHaveLength(25);
        const query = `customer_id=${customerId}&sort=${sort}&direction=${direction.toLowerCase()}&language=da`;
        const csv = await consoleCsv(server, path('csv', query), danishReaderToken);
        expect(
          csv.slice(1).map((row) => row[0]),
          `${sort} ${direction}`,
        ).toEqual(shown);
        const xlsx = await consoleXlsx(server, path('xlsx', query), danishReaderToken);
        expect(
          xlsx.rows.slice(1).map((row) => row[0]),
          `${sort} ${direction}`,
        ).toEqual(shown);
      }
    }
    // As Danish sorts the titles: Zeta, Ærø, the Østerbro ones, Aalborg.
    const byTitle = await shownNumbers({ sort: 'title', direction: 'ASC' });
    expect([byTitle[1], byTitle[2], byTitle.at(-1)]).toEqual(['SA-9', 'DPA-2', 'SA-10']);
  });

  it('has headers and texts in the file’s language, dates as dates', async () => {
    const query = `customer_id=${customerId}&text=a-&sort=agreement_number&language=da`;
    const shown = await shownNumbers({ text: 'a-', sort: 'agreement_number' });
    expect(shown).toEqual(['DPA-2', 'FA-1', 'SA-9', 'SA-10']);
    const rows = await consoleCsv(server, path('csv', query), danishReaderToken);
    expect(rows).toEqual([
      [
        'Aftalenummer',
        'Titel',
        'Hovedaftale',
        'Gældende fra',
        'Gældende til',
        'Status',
        'Underskrevne vilkår',
      ],
      ['DPA-2', 'Ærø databehandling', 'Nej', '2020-01-01', '2021-12-31', 'Udløbet', 'Ja'],
      ['FA-1', 'Rammeaftale', 'Ja', '2025-01-01', '', 'Gældende', 'Nej'],
      ['SA-9', 'Zeta service', 'Nej', '2024-06-01', '', 'Gældende', 'Nej'],
      ['SA-10', 'Aalborg service', 'Nej', '2099-01-01', '', 'Kommende', 'Nej'],
    ]);
    const xlsx = await consoleXlsx(
      server,
      path('xlsx', query.replace('language=da', 'language=en')),
      danishReaderToken,
    );
    expect(xlsx.name).toBe('Agreements');
    expect(xlsx.rows[0]).toEqual([
      'Agreement number',
      'Title',
      'Main agreement',
      'Valid from',
      'Valid to',
      'Status',
      'Signed terms',
    ]);
    expect(xlsx.rows[1]?.slice(0, 4)).toEqual([
      'DPA-2',
      'Ærø databehandling',
      'No',
      '2020-01-01T00:00:00.000Z',
    ]);
  });

  it('is refused to anyone but this country’s staff, and names a customer of this country', async () => {
    await expectConsoleExportRefusals(server, path('csv', `customer_id=${customerId}`));
    const danish = await createSupplier(server.databases.dk);
    for (const [query, status] of [
      [`customer_id=${danish.id}`, 404],
      [`customer_id=${randomUUID()}`, 404],
      ['customer_id=not-an-id', 400],
      ['', 400],
      [`customer_id=${customerId}&sort=status`, 400],
      [`customer_id=${customerId}&direction=up`, 400],
    ] as const) {
      const response = await consoleExport(server, path('csv', query), danishReaderToken);
      expect(response.status, query).toBe(status);
      expect(response.headers.get('content-disposition')).toBeNull();
    }
    // Danish staff at their own country's route find no Norwegian customer.
    const danishStaff = await staffSession(server, 'administrator', 'dk');
    const fromDenmark = await consoleExport(
      server,
      `/api/console/dk/exports/customer-agreements.csv?customer_id=${customerId}`,
      danishStaff,
    );
    expect(fromDenmark.status).toBe(404);
  });
});
