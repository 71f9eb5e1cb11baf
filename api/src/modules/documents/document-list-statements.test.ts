import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
});
afterAll(() => server.close());

describe('the documents list runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 documents (titles in the reader language) as for 3', async () => {
    const database = server.databases.no;
    const user = await createUser(database, { language: 'da' });
    const prefix = randomUUID().slice(0, 8);
    // 40 documents made for the supplier, each in English and Norwegian, half with a Danish title.
    await sql`
      insert into documents (supplier_id, document_key, category, title, title_translations,
        language, position, extension, content_type, file_name, storage_name, size_bytes, sha256)
      select ${user.supplier_id}, ${prefix} || '-' || i, 'about', 'Doc ' || i,
        case when i % 2 = 0 then jsonb_build_object('da', 'Dansk ' || i) else '{}'::jsonb end,
        language, i, 'PDF', 'application/pdf', 'doc.pdf', gen_random_uuid() || '.pdf', 100,
        md5(i::text) || md5(language)
      from generate_series(1, 40) as i, unnest(array['en', 'no']) as language`.execute(database);
    await expectFixedStatementsPerPage(server, {
      token: await signIn(server, user),
      field: 'get_document_page',
      rows: 'documents',
    });
  });
});

describe('the unpaged get_documents', () => {
  it("answers the first 200 documents of more, in the groups' order", async () => {
    const database = server.databases.no;
    const user = await createUser(database);
    const prefix = randomUUID().slice(0, 8);
    await sql`
      insert into documents (supplier_id, document_key, category, title, language, position,
        extension, content_type, file_name, storage_name, size_bytes, sha256)
      select ${user.supplier_id}, ${prefix} || '-' || i,
        case when i <= 150 then 'about' else 'user_guides' end, 'Doc ' || i, 'en', i, 'PDF',
        'application/pdf', 'doc.pdf', gen_random_uuid() || '.pdf', 100, md5(i::text) || md5('x')
      from generate_series(1, 205) as i`.execute(database);
    const response = await server.graphql<{
      get_documents: { category: string; documents: unknown[] }[];
    }>({
      query: '{ get_documents { category documents { id } } }',
      token: await signIn(server, user),
    });
    const groups = response.body.data!.get_documents;
    expect(groups.reduce((sum, group) => sum + group.documents.length, 0)).toBe(200);
    // The groups keep their order, so the cut falls in the last groups.
    expect(
      groups.find((group) => group.category === 'about')?.documents.length,
    ).toBeGreaterThanOrEqual(150);
  });
});
