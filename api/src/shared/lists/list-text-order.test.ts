import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { ServerLanguage } from '../translations.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const words = [
  'Aarhus',
  'Zebra',
  'Ærø',
  'Øster',
  'Åbo',
  'Ängel',
  'apple',
  'Banan',
  'item 10',
  'item 2',
];

/** The order a reader of each language expects: their alphabet, case ignored, numbers as numbers. */
const expected: Record<ServerLanguage, string[]> = {
  // Æ (and Ä) Ø (and Ö) Å after Z; "Aa" is Å.
  da: ['apple', 'Banan', 'item 2', 'item 10', 'Zebra', 'Ängel', 'Ærø', 'Øster', 'Åbo', 'Aarhus'],
  no: ['apple', 'Banan', 'item 2', 'item 10', 'Zebra', 'Ängel', 'Ærø', 'Øster', 'Åbo', 'Aarhus'],
  // Å, Ä (and Æ), Ö (and Ø) after Z; "Aa" is two a's.
  se: ['Aarhus', 'apple', 'Banan', 'item 2', 'item 10', 'Zebra', 'Åbo', 'Ängel', 'Ærø', 'Øster'],
  fi: ['Aarhus', 'apple', 'Banan', 'item 2', 'item 10', 'Zebra', 'Åbo', 'Ängel', 'Ærø', 'Øster'],
  // Å and Ä with A, Æ as "ae", Ø with O.
  en: ['Aarhus', 'Åbo', 'Ærø', 'Ängel', 'apple', 'Banan', 'item 2', 'item 10', 'Øster', 'Zebra'],
};
const languages = Object.keys(expected) as ServerLanguage[];

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** The first cell of each CSV row after the header (the values hold no commas or quotes). */
const firstCells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(',')[0]!);

/** The word a listed text begins with: the texts are "<word> <marker>". */
const wordOf = (text: string, marker: string) => text.replace(` ${marker}`, '');

describe('lists sort text the way the reader’s language does', () => {
  let marker: string;
  const readers = {} as Record<ServerLanguage, string>;
  beforeAll(async () => {
    const supplier = await createSupplier(database);
    marker = `m${randomUUID().slice(0, 8)}`;
    // One document for every language per word, titled "<word> <marker>".
    for (const [index, word] of words.entries()) {
      await sql`
        insert into documents (supplier_id, document_key, category, title, language, position,
          extension, content_type, file_name, storage_name, size_bytes, sha256)
        values (${supplier.id}, ${`${marker}-${index}`}, 'about', ${`${word} ${marker}`}, null, 0,
          'PDF', 'application/pdf', 'doc.pdf', ${`${randomUUID()}.pdf`}, 100, ${'0'.repeat(64)})
      `.execute(database);
    }
    for (const language of languages) {
      readers[language] = await signIn(
        server,
        await createUser(database, { supplier_id: supplier.id, language }),
      );
    }
  });

  const titlesOnPage = async (token: string, direction: 'ASC' | 'DESC') => {
    const result = await server.graphql<{
      get_document_page: { documents: { title: string }[]; total: number };
    }>({
      query: `query get_document_page($filter: DocumentFilter, $sort: DocumentSort,
        $direction: SortDirection) {
        get_document_page(filter: $filter, sort: $sort, direction: $direction, page_size: 100) {
          documents { title }
          total
        }
      }`,
      token,
      variables: { filter: { text: marker }, sort: 'title', direction },
    });
    const page = result.body.data!.get_document_page;
    expect(page.total).toBe(words.length);
    return page.documents.map((document) => wordOf(document.title, marker));
  };

  it.each(languages)(
    'sorts document titles for a reader in %s, on the page and in the CSV',
    async (language) => {
      const token = readers[language];
      expect(await titlesOnPage(token, 'ASC')).toEqual(expected[language]);
      expect(await titlesOnPage(token, 'DESC')).toEqual([...expected[language]].reverse());

      const csv = await exportOf(
        token,
        `/files/no/exports/documents.csv?text=${marker}&sort=title&direction=ASC&language=${language}`,
      );
      expect(csv.status).toBe(200);
      expect(firstCells(await csv.text()).map((title) => wordOf(title, marker))).toEqual(
        expected[language],
      );
    },
  );

  it('sorts an export in the language it is asked in', async () => {
    const csv = await exportOf(
      readers.da,
      `/files/no/exports/documents.csv?text=${marker}&sort=title&direction=DESC&language=se`,
    );
    const text = await csv.text();
    expect(text.replace(/^\uFEFF/, '').split(',')[0]).toBe('Titel');
    expect(firstCells(text).map((title) => wordOf(title, marker))).toEqual(
      [...expected.se].reverse(),
    );
  });

  it('sorts the users list by name in the reader’s language, on the page and in the CSV', async () => {
    const supplier = await createSupplier(database);
    const userMarker = `u${randomUUID().slice(0, 8)}`;
    for (const word of words) {
      await createUser(database, {
        supplier_id: supplier.id,
        first_name: word,
        last_name: userMarker,
        status: 'active',
      });
    }
    for (const language of ['da', 'se', 'en'] as const) {
      const admin = await signIn(
        server,
        await createUser(database, {
          supplier_id: supplier.id,
          is_admin: true,
          language,
          first_name: 'Admin',
          last_name: language,
        }),
      );
      const result = await server.graphql<{
        get_supplier_user_page: { users: { first_name: string }[] };
      }>({
        query: `query get_supplier_user_page($filter: SupplierUserFilter, $sort: SupplierUserSort) {
          get_supplier_user_page(filter: $filter, sort: $sort, page_size: 100) {
            users { first_name }
          }
        }`,
        token: admin,
        variables: { filter: { text: userMarker }, sort: 'name' },
      });
      const names = result.body.data!.get_supplier_user_page.users.map((user) => user.first_name);
      expect(names).toEqual(expected[language]);

      const csv = await exportOf(
        admin,
        `/files/no/exports/supplier-users.csv?text=${userMarker}&sort=name&language=${language}`,
      );
      const exported = (await csv.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[0]!.replace(` ${userMarker}`, ''));
      expect(exported).toEqual(expected[language]);
    }
  });
});
