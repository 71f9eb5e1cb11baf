import { randomUUID } from 'node:crypto';
import { maximumDocumentBytes } from '@itad-portal/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, pdfBytes } from '../../test-support/document-factories.js';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let managerToken: string;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager' }),
  );
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

interface UploadAnswer {
  id: string;
  title: string;
  title_translations: { language: string; title: string }[];
  language: string | null;
  path: string;
  replaced: number;
}

/** Posts a file as the console's form does: what it is in the query, the file as multipart. */
async function upload(
  token: string | undefined,
  query: Record<string, string>,
  file: { bytes: Buffer; name?: string } = { bytes: pdfBytes() },
  country = 'no',
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }),
    file.name ?? 'Packing guide.pdf',
  );
  const response = await fetch(
    `${server.url}/api/console/${country}/documents?${new URLSearchParams(query).toString()}`,
    {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as UploadAnswer & { error?: { code: string; message: string } },
  };
}

const uniqueKey = () => `guide-${randomUUID().slice(0, 8)}`;

const consoleListQuery = /* GraphQL */ `
  query console_documents($text: String, $category: ConsoleDocumentCategory) {
    console_documents(text: $text, category: $category) {
      total
      items {
        id
        key
        title
        title_translations {
          language
          title
        }
        language
        customer
      }
    }
  }
`;

const readerPageQuery = /* GraphQL */ `
  query get_document_page($filter: DocumentFilter) {
    get_document_page(filter: $filter) {
      total
      documents {
        id
        title
        path
      }
    }
  }
`;

const retireMutation = /* GraphQL */ `
  mutation console_retire_document($id: ID!) {
    console_retire_document(id: $id) {
      id
      title
    }
  }
`;

async function readerSees(language: string, text: string) {
  const reader = await createUser(server.databases.no, { language });
  const token = await signIn(server, reader);
  const answer = await server.graphql<{
    get_document_page: { total: number; documents: { id: string; title: string; path: string }[] };
  }>({ query: readerPageQuery, variables: { filter: { text } }, token });
  return { token, page: answer.body.data?.get_document_page };
}

async function liveDocumentsWithKey(key: string) {
  return server.databases.no
    .selectFrom('documents')
    .select(['id', 'title'])
    .where('document_key', '=', key)
    .where('retired_at', 'is', null)
    .execute();
}

describe("the console's documents", () => {
  it('uploads a PDF with a Finnish title that a Finnish reader sees, and an English reader in English', async () => {
    const key = uniqueKey();
    const english = `Packing guide ${key}`;
    const finnish = `Pakkausohje ${key}`;
    const answer = await upload(managerToken, {
      key,
      category: 'packing_instructions',
      title: english,
      title_fi: finnish,
      title_da: '',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      title: english,
      title_translations: [{ language: 'fi', title: finnish }],
      language: null,
      replaced: 0,
    });

    const finnishReader = await readerSees('fi', finnish);
    expect(finnishReader.page?.documents.map((document) => document.title)).toEqual([finnish]);
    const file = await fetch(`${server.url}${finnishReader.page?.documents[0]?.path}`, {
      headers: { authorization: `Bearer ${finnishReader.token}` },
    });
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
    const englishReader = await readerSees('en', english);
    expect(englishReader.page?.documents.map((document) => document.title)).toEqual([english]);

    // The console finds it by its title in any language and lists its translations.
    const listed = await server.graphql<{
      console_documents: { total: number; items: { id: string; title_translations: unknown }[] };
    }>({ query: consoleListQuery, variables: { text: finnish }, token: supportToken });
    expect(listed.body.data?.console_documents.items).toEqual([
      expect.objectContaining({
        id: answer.body.id,
        title_translations: [{ language: 'fi', title: finnish }],
      }),
    ]);
    const staffFile = await fetch(`${server.url}${answer.body.path}`, {
      headers: { authorization: `Bearer ${supportToken}` },
    });
    expect(staffFile.status).toBe(200);

    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'target_label'])
      .where('target_id', '=', answer.body.id)
      .execute();
    expect(logged).toEqual([{ action: 'document.uploaded', target_label: english }]);
  });

  it('replaces the live file of the same key and readers', async () => {
    const key = uniqueKey();
    const first = await upload(managerToken, {
      key,
      category: 'about',
      title: 'First',
      language: 'fi',
    });
    const second = await upload(managerToken, {
      key,
      category: 'about',
      title: 'Second',
      language: 'fi',
    });
    const otherReaders = await upload(managerToken, {
      key,
      category: 'about',
      title: 'Danish',
      language: 'da',
    });
    expect([first.status, second.status, otherReaders.status]).toEqual([201, 201, 201]);
    expect(second.body.replaced).toBe(1);
    expect(otherReaders.body.replaced).toBe(0);
    expect((await liveDocumentsWithKey(key)).map((row) => row.title).sort()).toEqual([
      'Danish',
      'Second',
    ]);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const key = uniqueKey();
    const valid = { key, category: 'about', title: 'A title' };
    const cases: [
      Record<string, string>,
      { bytes: Buffer; name?: string } | undefined,
      number,
      string,
    ][] = [
      [{ ...valid, title: ' ' }, undefined, 400, 'BAD_USER_INPUT'],
      [{ ...valid, key: 'Not A Key' }, undefined, 400, 'BAD_USER_INPUT'],
      [{ ...valid, category: 'agreement' }, undefined, 400, 'BAD_USER_INPUT'],
      [{ ...valid, language: 'de' }, undefined, 400, 'BAD_USER_INPUT'],
      [{ ...valid, title_fi: 'x'.repeat(201) }, undefined, 400, 'BAD_USER_INPUT'],
      [valid, { bytes: Buffer.from('MZ not a pdf') }, 400, 'BAD_USER_INPUT'],
      [valid, { bytes: Buffer.alloc(0) }, 400, 'BAD_USER_INPUT'],
      [
        valid,
        { bytes: Buffer.concat([pdfBytes(), Buffer.alloc(maximumDocumentBytes)]) },
        413,
        'FILE_TOO_LARGE',
      ],
    ];
    for (const [query, file, status, code] of cases) {
      const answer = await upload(managerToken, query, file);
      expect([answer.status, answer.body.error?.code], JSON.stringify(query)).toEqual([
        status,
        code,
      ]);
    }
    const tooLarge = await upload(managerToken, valid, {
      bytes: Buffer.concat([pdfBytes(), Buffer.alloc(maximumDocumentBytes)]),
    });
    expect(tooLarge.body.error?.message).toBe('File to large.');
    expect(await liveDocumentsWithKey(key)).toEqual([]);
  });

  it('lets only administrators and account managers of the country upload and retire', async () => {
    const key = uniqueKey();
    const query = { key, category: 'about', title: 'Not for support' };
    const customer = await signIn(
      server,
      await createUser(server.databases.no, { is_admin: true }),
    );
    const danishStaff = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    expect((await upload(supportToken, query)).status).toBe(403);
    expect((await upload(customer, query)).status).toBe(401);
    expect((await upload(undefined, query)).status).toBe(401);
    expect((await upload(danishStaff, query)).status).toBe(401);
    expect(await liveDocumentsWithKey(key)).toEqual([]);

    const document = await createDocument(
      server.databases.no,
      { storage: server.storage },
      { documentKey: key },
    );
    const bySupport = await server.graphql({
      query: retireMutation,
      variables: { id: document.id },
      token: supportToken,
    });
    expect(errorCodeOf(bySupport)).toBe('FORBIDDEN');
    const byCustomer = await server.graphql({
      query: retireMutation,
      variables: { id: document.id },
      token: customer,
    });
    expect(errorCodeOf(byCustomer)).toBe('UNAUTHENTICATED');
    expect(await liveDocumentsWithKey(key)).toHaveLength(1);
  });

  it('retires a document: readers no longer see it, and a second retirement finds nothing', async () => {
    const key = uniqueKey();
    const title = `Retired guide ${key}`;
    const document = await createDocument(
      server.databases.no,
      { storage: server.storage },
      { documentKey: key, title },
    );
    expect((await readerSees('en', title)).page?.total).toBe(1);
    const retired = await server.graphql<{
      console_retire_document: { id: string; title: string };
    }>({
      query: retireMutation,
      variables: { id: document.id },
      token: managerToken,
    });
    expect(retired.body.data?.console_retire_document).toEqual({ id: document.id, title });
    expect((await readerSees('en', title)).page?.total).toBe(0);
    const again = await server.graphql({
      query: retireMutation,
      variables: { id: document.id },
      token: managerToken,
    });
    expect(errorCodeOf(again)).toBe('NOT_FOUND');
    const notAnId = await server.graphql({
      query: retireMutation,
      variables: { id: 'nope' },
      token: managerToken,
    });
    expect(errorCodeOf(notAnId)).toBe('NOT_FOUND');
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select('action')
      .where('target_id', '=', document.id)
      .execute();
    expect(logged).toEqual([{ action: 'document.retired' }]);
  });
});
