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
import { createDocument } from '../../test-support/document-factories.js';
import { createSupplier } from '../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let supportToken: string;
let prefix: string;
let customer: string;
beforeAll(async () => {
  server = await startTestServer();
  supportToken = await staffSession(server, 'support');
  prefix = `exp-${randomUUID().slice(0, 8)}`;
  const database = server.databases.no;
  customer = `Dokumentkund ${prefix}`;
  const supplier = await createSupplier(database, { company: customer });
  const location = { storage: server.storage };
  await createDocument(database, location, {
    documentKey: `${prefix}-iso`,
    category: 'certifications',
    title: 'ISO 14001 certificate',
    titleTranslations: { da: 'ISO 14001-certifikat', se: 'ISO 14001-certifikat' },
    fileName: 'iso-14001.pdf',
  });
  await createDocument(database, location, {
    documentKey: `${prefix}-packing`,
    category: 'packing_instructions',
    title: 'Packing laptops',
    language: 'se',
  });
  await createDocument(database, location, {
    documentKey: `${prefix}-guide`,
    category: 'user_guides',
    title: 'Using the portal',
    supplierId: supplier.id,
  });
  await createDocument(database, location, {
    documentKey: `${prefix}-about`,
    category: 'certifications',
    title: 'About our certifications',
  });
});
afterAll(() => server.close());

const libraryQuery = /* GraphQL */ `
  query console_documents(
    $text: String
    $category: ConsoleDocumentCategory
    $page: Int
    $sort: ConsoleDocumentSort
    $direction: SortDirection
  ) {
    console_documents(
      text: $text
      category: $category
      page: $page
      page_size: 100
      sort: $sort
      direction: $direction
    ) {
      total
      items {
        key
        title
      }
    }
  }
`;

const libraryRows = (variables: Record<string, unknown>) =>
  allConsolePages(async (page) => {
    const answer = await server.graphql<{
      console_documents: { total: number; items: { key: string; title: string }[] };
    }>({ query: libraryQuery, variables: { ...variables, page }, token: supportToken });
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
    return answer.body.data.console_documents;
  });

const path = (format: string, query: string) =>
  `/api/console/no/exports/documents.${format}?${query}`;

describe("the console's document library as a file", () => {
  it('holds the documents the filters find, in the order asked, with Swedish headers', async () => {
    for (const [sort, direction] of [
      ['title', 'ASC'],
      ['size', 'DESC'],
      ['updated', 'DESC'],
    ] as const) {
      const shown = await libraryRows({ text: prefix, sort, direction });
      expect(shown).toHaveLength(4);
      const rows = await consoleCsv(
        server,
        path('csv', `text=${prefix}&sort=${sort}&direction=${direction}&language=en`),
        supportToken,
      );
      expect(rows.slice(1).map((row) => row[5])).toEqual(shown.map((document) => document.key));
    }

    const rows = await consoleCsv(
      server,
      path('csv', `text=${prefix}&sort=title&direction=asc&language=se`),
      supportToken,
    );
    expect(rows[0]).toEqual([
      'Titel',
      'Titel på danska',
      'Titel på finska',
      'Titel på norska',
      'Titel på svenska',
      'Nyckel',
      'Grupp',
      'Läsare',
      'Kund',
      'Filnamn',
      'Storlek (byte)',
      'Uppladdat',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 9))).toEqual([
      [
        'About our certifications',
        '',
        '',
        '',
        '',
        `${prefix}-about`,
        'Certifieringar',
        'Alla språk',
        'Alla kunder',
      ],
      [
        'ISO 14001 certificate',
        'ISO 14001-certifikat',
        '',
        '',
        'ISO 14001-certifikat',
        `${prefix}-iso`,
        'Certifieringar',
        'Alla språk',
        'Alla kunder',
      ],
      [
        'Packing laptops',
        '',
        '',
        '',
        '',
        `${prefix}-packing`,
        'Packinstruktioner',
        'Svenska',
        'Alla kunder',
      ],
      [
        'Using the portal',
        '',
        '',
        '',
        '',
        `${prefix}-guide`,
        'Användarguider',
        'Alla språk',
        customer,
      ],
    ]);
    expect(rows[2]?.[9]).toBe('iso-14001.pdf');
    expect(Number(rows[2]?.[10])).toBeGreaterThan(0);

    const xlsx = await consoleXlsx(
      server,
      path('xlsx', `text=${prefix}&sort=title&direction=asc&language=se`),
      supportToken,
    );
    expect(xlsx.name).toBe('Aktiva dokument');
    expect(xlsx.rows.slice(1).map((row) => row[0])).toEqual(rows.slice(1).map((row) => row[0]));
  });

  it('narrows by group, as the library does', async () => {
    const shown = await libraryRows({ text: prefix, category: 'certifications' });
    const rows = await consoleCsv(
      server,
      path('csv', `text=${prefix}&category=certifications&language=en`),
      supportToken,
    );
    expect(rows.slice(1).map((row) => row[5])).toEqual(shown.map((document) => document.key));
    expect(rows.slice(1).map((row) => row[6])).toEqual(['Certifications', 'Certifications']);
  });

  it('is refused to anyone but this country’s staff, and for a group the library has not', async () => {
    await expectConsoleExportRefusals(server, path('csv', ''));
    for (const query of ['category=invoices', 'sort=author']) {
      const response = await consoleExport(server, path('csv', query), supportToken);
      expect(response.status, query).toBe(400);
    }
  });
});
