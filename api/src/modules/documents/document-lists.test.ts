import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { expectListOrder } from '../../test-support/list-order.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const categories = ['about', 'certifications', 'packing_instructions', 'user_guides'];

/**
 * 10,000 documents of one supplier in two statements: document i is "<prefix> Doc <i>"
 * (zero-padded) in English (even i) or for every language (odd i), with a Danish title kept for
 * every fourth; every tenth also has a Norwegian variant "<prefix> Norsk <i>".
 */
async function insertDocuments(supplierId: string, prefix: string) {
  await sql`
    insert into documents (supplier_id, document_key, category, title, title_translations,
      language, position, extension, content_type, file_name, storage_name, size_bytes, sha256,
      created_at)
    select ${supplierId}, ${prefix} || '-' || i, (array['about', 'certifications',
        'packing_instructions', 'user_guides'])[(i / 2) % 4 + 1],
      ${prefix} || ' Doc ' || lpad(i::text, 5, '0'),
      case when i % 4 = 0 then jsonb_build_object('da', ${prefix} || ' Dansk ' || lpad(i::text, 5, '0'))
        else '{}'::jsonb end,
      case when i % 2 = 0 then 'en' end, i % 3, 'PDF', 'application/pdf', 'doc.pdf',
      gen_random_uuid() || '.pdf', (i % 1000) * 100 + 100, md5(i::text) || md5(i::text),
      timestamptz '2026-01-01T00:00:00Z' + (i / 4) * interval '1 minute'
    from generate_series(1, 10000) as i`.execute(database);
  await sql`
    insert into documents (supplier_id, document_key, category, title, language, position,
      extension, content_type, file_name, storage_name, size_bytes, sha256)
    select ${supplierId}, ${prefix} || '-' || i, (array['about', 'certifications',
        'packing_instructions', 'user_guides'])[(i / 2) % 4 + 1],
      ${prefix} || ' Norsk ' || lpad(i::text, 5, '0'), 'no', i % 3, 'PDF', 'application/pdf',
      'doc.pdf', gen_random_uuid() || '.pdf', 100, md5(i::text) || md5(i::text)
    from generate_series(10, 10000, 10) as i`.execute(database);
}

interface ListedDocument {
  id: string;
  title: string;
  category: string;
  size: number;
  language: string | null;
  updated_at: string;
}

const listDocuments = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{ get_document_page: { documents: ListedDocument[]; total: number } }>({
    query: `query get_document_page($filter: DocumentFilter, $page: Int, $page_size: Int,
      $sort: DocumentSort, $direction: SortDirection) {
      get_document_page(filter: $filter, page: $page, page_size: $page_size, sort: $sort,
        direction: $direction) {
        documents { id title category size language updated_at }
        total
      }
    }`,
    token,
    variables,
  });

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));

describe('10,000 documents in the reader’s language', () => {
  let danish: string;
  let norwegian: string;
  let prefix: string;
  beforeAll(async () => {
    const supplier = await createSupplier(database);
    prefix = `d${randomUUID().slice(0, 8)}`;
    await insertDocuments(supplier.id, prefix);
    danish = await signIn(
      server,
      await createUser(database, { supplier_id: supplier.id, language: 'da' }),
    );
    norwegian = await signIn(
      server,
      await createUser(database, { supplier_id: supplier.id, language: 'no' }),
    );
  });

  it('lists one variant per document with the title in the reader’s language', async () => {
    const all = (await listDocuments(danish, { filter: { text: prefix }, page_size: 100 })).body
      .data!.get_document_page;
    expect(all.total).toBe(10_000);
    const danishTitles = (await listDocuments(danish, { filter: { text: 'Dansk' } })).body.data!
      .get_document_page;
    expect(danishTitles.total).toBeGreaterThanOrEqual(2_500);
    const ownDanish = (
      await listDocuments(danish, { filter: { text: `${prefix} Dansk` }, page_size: 3 })
    ).body.data!.get_document_page;
    expect(ownDanish.total).toBe(2_500);
    expect(
      (await listDocuments(danish, { filter: { text: `${prefix} Norsk` } })).body.data!
        .get_document_page.total,
    ).toBe(0);

    const ownNorwegian = (
      await listDocuments(norwegian, { filter: { text: `${prefix} Norsk` }, page_size: 100 })
    ).body.data!.get_document_page;
    expect(ownNorwegian.total).toBe(1_000);
    expect(ownNorwegian.documents.every((document) => document.language === 'no')).toBe(true);
    expect(
      (await listDocuments(norwegian, { filter: { text: prefix } })).body.data!.get_document_page
        .total,
    ).toBe(10_000);
    const certifications = (
      await listDocuments(norwegian, { filter: { text: prefix, category: 'certifications' } })
    ).body.data!.get_document_page;
    expect(certifications.total).toBe(2_500);
  });

  it('sorts every column both ways, ties by id', async () => {
    const keys: Record<string, (document: ListedDocument) => string | number> = {
      category: (document) =>
        `${categories.indexOf(document.category)}|${document.title.toLowerCase()}`,
      title: (document) => document.title.toLowerCase(),
      updated: (document) => document.updated_at,
      size: (document) => document.size,
    };
    for (const [sort, keyOf] of Object.entries(keys)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const rows: ListedDocument[] = [];
        for (const page of [1, 2, 50]) {
          const result = await listDocuments(danish, {
            filter: { text: prefix },
            sort,
            direction,
            page,
            page_size: 100,
          });
          const documents = result.body.data!.get_document_page.documents;
          // Pages 1 and 2 in a row; page 50 on its own.
          if (page === 50 && sort !== 'category') {
            expectListOrder(
              documents.map((document) => ({ id: document.id, key: keyOf(document) })),
              direction,
            );
          } else if (page !== 50) rows.push(...documents);
        }
        // Category sorts by the group, then the provider's position (not returned), then title:
        // only the group order is checked across positions.
        const key =
          sort === 'category'
            ? (document: ListedDocument) => categories.indexOf(document.category)
            : keyOf;
        if (sort === 'category') {
          const ranks = rows.map(key) as number[];
          const sorted = [...ranks].sort((a, b) => (direction === 'ASC' ? a - b : b - a));
          expect(ranks).toEqual(sorted);
          expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
        } else {
          expectListOrder(
            rows.map((document) => ({ id: document.id, key: key(document) })),
            direction,
          );
        }
      }
    }
  });

  it('exports exactly what the filter and order show, titles in the reader’s language', async () => {
    const filter = { text: `${prefix} Dansk 001`, category: 'packing_instructions' };
    const shown: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = (
        await listDocuments(danish, { filter, sort: 'size', direction: 'DESC', page, page_size: 7 })
      ).body.data!.get_document_page;
      shown.push(...result.documents.map((document) => document.title));
      if (shown.length >= result.total) break;
    }
    expect(shown.length).toBeGreaterThan(7);
    const query = `text=${encodeURIComponent(filter.text)}&category=packing_instructions&sort=size&direction=DESC`;
    const csv = csvRows(
      await (await exportOf(danish, `/files/no/exports/documents.csv?${query}`)).text(),
    );
    expect(csv[0]![0]).toBe('Titel');
    expect(csv.slice(1).map((row) => row[0])).toEqual(shown);
    expect(csv.slice(1).every((row) => row[1] === 'Pakkevejledninger')).toBe(true);

    const xlsx = await exportOf(danish, `/files/no/exports/documents.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(shown.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(shown[0]);
  });

  it('shows another supplier none of these documents, and checks its input', async () => {
    const stranger = await signIn(server, await createUser(database));
    expect(
      (await listDocuments(stranger, { filter: { text: prefix } })).body.data!.get_document_page
        .total,
    ).toBe(0);
    const strangerCsv = await (
      await exportOf(stranger, `/files/no/exports/documents.csv?text=${prefix}`)
    ).text();
    expect(csvRows(strangerCsv)).toHaveLength(1);
    expect(errorCodeOf(await listDocuments(stranger, { page_size: 101 }))).toBe('BAD_USER_INPUT');
    expect(
      (await exportOf(stranger, '/files/no/exports/documents.csv?category=agreement')).status,
    ).toBe(400);
  });
});
