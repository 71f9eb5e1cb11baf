import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, pdfBytes } from '../../test-support/document-factories.js';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { retireDocument, uploadDocument } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const documentsQuery = `query get_documents {
  get_documents { category documents { id title extension size language path updated_at } }
}`;

interface DocumentResult {
  id: string;
  title: string;
  extension: string;
  size: number;
  language: string | null;
  path: string;
}
type DocumentsResult = {
  get_documents: { category: string; documents: DocumentResult[] }[];
};

const location = () => ({ storage: server.storage });

async function documentsOf(token: string, country: 'no' | 'dk' | 'se' = 'no') {
  const response = await server.graphql<DocumentsResult>({ query: documentsQuery, token, country });
  return response.body.data?.get_documents ?? [];
}

const download = (pathName: string, token?: string) =>
  fetch(`${server.url}${pathName}`, {
    headers: { authorization: token ? `Bearer ${token}` : '' },
  });

describe('get_documents', () => {
  it('lists the library in its groups, in the reader’s language where a variant exists', async () => {
    const database = server.databases.no;
    const key = `guide-${Date.now()}`;
    const english = await createDocument(database, location(), {
      documentKey: key,
      category: 'user_guides',
      title: 'Portal guide',
      language: 'en',
    });
    const norwegian = await createDocument(database, location(), {
      documentKey: key,
      category: 'user_guides',
      title: 'Brukerveiledning',
      language: 'no',
    });
    const certificate = await createDocument(database, location(), {
      category: 'certifications',
      title: 'ISO 14001 certificate',
    });
    const norwegianReader = await createUser(database, { language: 'no' });
    const finnishReader = await createUser(database, { language: 'fi' });

    const forNorwegian = await documentsOf(await signIn(server, norwegianReader));
    expect(forNorwegian.map((group) => group.category)).toEqual([
      'about',
      'certifications',
      'packing_instructions',
      'user_guides',
    ]);
    const guides = forNorwegian.find((group) => group.category === 'user_guides')!.documents;
    expect(guides.map((document) => document.id)).toContain(norwegian.id);
    expect(guides.map((document) => document.id)).not.toContain(english.id);
    const certificates = forNorwegian.find((group) => group.category === 'certifications')!;
    expect(certificates.documents).toContainEqual(
      expect.objectContaining({
        id: certificate.id,
        title: 'ISO 14001 certificate',
        extension: 'PDF',
        size: certificate.content.length,
        language: null,
        path: `/files/no/documents/${certificate.id}`,
      }),
    );

    // Finnish has no variant: the English one is offered.
    const forFinnish = await documentsOf(await signIn(server, finnishReader));
    const finnishGuides = forFinnish.find((group) => group.category === 'user_guides')!.documents;
    expect(finnishGuides.map((document) => document.id)).toContain(english.id);
    expect(finnishGuides.map((document) => document.id)).not.toContain(norwegian.id);
  });

  it('titles a document kept in one file in the reader’s language, ordered as the reader reads', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const permit = await createDocument(database, location(), {
      supplierId: supplier.id,
      category: 'certifications',
      position: 900,
      title: 'Alpha waste permit',
      titleTranslations: { fi: 'Ympäristölupa', se: 'Tillstånd för avfallshantering' },
    });
    const certificate = await createDocument(database, location(), {
      supplierId: supplier.id,
      category: 'certifications',
      position: 900,
      title: 'Beta quality certificate',
      titleTranslations: { fi: 'Laatusertifikaatti' },
    });
    const titlesFor = async (language: 'fi' | 'se' | 'da') => {
      const reader = await createUser(database, { supplier_id: supplier.id, language });
      const groups = await documentsOf(await signIn(server, reader));
      return groups
        .find((group) => group.category === 'certifications')!
        .documents.filter((document) => [permit.id, certificate.id].includes(document.id))
        .map((document) => document.title);
    };

    expect(await titlesFor('fi')).toEqual(['Laatusertifikaatti', 'Ympäristölupa']);
    expect(await titlesFor('se')).toEqual([
      'Beta quality certificate',
      'Tillstånd för avfallshantering',
    ]);
    expect(await titlesFor('da')).toEqual(['Alpha waste permit', 'Beta quality certificate']);
  });

  it('shows a supplier’s own documents only to that supplier, and never retired ones', async () => {
    const database = server.databases.no;
    const owner = await createSupplier(database);
    const other = await createSupplier(database);
    const own = await createDocument(database, location(), {
      supplierId: owner.id,
      category: 'about',
      title: 'Your service description',
    });
    const retired = await createDocument(database, location(), { title: 'Old brochure' });
    await retireDocument(database, retired.id);

    const ownerIds = (
      await documentsOf(await signIn(server, await createUser(database, { supplier_id: owner.id })))
    ).flatMap((group) => group.documents.map((document) => document.id));
    const otherIds = (
      await documentsOf(await signIn(server, await createUser(database, { supplier_id: other.id })))
    ).flatMap((group) => group.documents.map((document) => document.id));
    expect(ownerIds).toContain(own.id);
    expect(otherIds).not.toContain(own.id);
    expect(ownerIds).not.toContain(retired.id);
  });

  it('keeps each country’s library to itself', async () => {
    const norwegianDocument = await createDocument(server.databases.no, location());
    const danishUser = await createUser(server.databases.dk, { country: 'denmark' });
    const ids = (await documentsOf(await signIn(server, danishUser, 'dk'), 'dk')).flatMap((group) =>
      group.documents.map((document) => document.id),
    );
    expect(ids).not.toContain(norwegianDocument.id);
  });

  it('requires sign-in', async () => {
    expect(errorCodeOf(await server.graphql({ query: documentsQuery }))).toBe('UNAUTHENTICATED');
  });
});

describe('GET /files/{country}/documents/{id}', () => {
  it('sends the file as an attachment under its name', async () => {
    const database = server.databases.no;
    const document = await createDocument(database, location(), {
      filePath: '/tmp/Pakkeinstruks skap – Ø.pdf',
      title: 'Pakkeinstruks',
    });
    const token = await signIn(server, await createUser(database));

    const response = await download(`/files/no/documents/${document.id}`, token);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Pakkeinstruks skap _ _.pdf"; filename*=UTF-8''Pakkeinstruks%20skap%20%E2%80%93%20%C3%98.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(document.content);
  });

  it('refuses callers without a session, other suppliers, other countries and retired files', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const ownDocument = await createDocument(database, location(), { supplierId: master.id });
    const strangerToken = await signIn(server, await createUser(database));
    const subSupplierToken = await signIn(
      server,
      await createUser(database, { supplier_id: subSuppliers[0]!.id }),
    );
    const danishToken = await signIn(
      server,
      await createUser(server.databases.dk, { country: 'denmark' }),
      'dk',
    );

    expect((await download(`/files/no/documents/${ownDocument.id}`)).status).toBe(401);
    expect((await download(`/files/no/documents/${ownDocument.id}`, strangerToken)).status).toBe(
      404,
    );
    // A department reads its group's documents (the agreement it works under).
    expect((await download(`/files/no/documents/${ownDocument.id}`, subSupplierToken)).status).toBe(
      200,
    );
    expect((await download(`/files/dk/documents/${ownDocument.id}`, danishToken)).status).toBe(404);
    // A Danish token is no key to the Norwegian files.
    expect((await download(`/files/no/documents/${ownDocument.id}`, danishToken)).status).toBe(401);
    // A malformed id is a bad request, not a lookup.
    expect((await download('/files/no/documents/not-an-id', subSupplierToken)).status).toBe(400);
    expect((await download(`/files/xx/documents/${ownDocument.id}`, subSupplierToken)).status).toBe(
      404,
    );

    await retireDocument(database, ownDocument.id);
    expect((await download(`/files/no/documents/${ownDocument.id}`, subSupplierToken)).status).toBe(
      404,
    );
  });
});

describe('uploadDocument', () => {
  it('replaces the live variant with the same key and language', async () => {
    const database = server.databases.no;
    const first = await createDocument(database, location(), {
      documentKey: `replace-${Date.now()}`,
      language: 'da',
    });
    const { document: second, replaced } = await uploadDocument(
      database,
      { ...location(), country: 'no' },
      {
        filePath: 'new.pdf',
        documentKey: first.document_key,
        category: 'about',
        title: 'New',
        language: 'da',
      },
      pdfBytes(),
    );
    expect(replaced).toBe(1);
    const rows = await database
      .selectFrom('documents')
      .select(['id', 'retired_at'])
      .where('document_key', '=', first.document_key)
      .execute();
    expect(rows.find((row) => row.id === first.id)?.retired_at).not.toBeNull();
    expect(rows.find((row) => row.id === second.id)?.retired_at).toBeNull();
  });

  it('refuses a file that is not a PDF and stores nothing', async () => {
    const database = server.databases.no;
    const folder = path.join(server.config.dataDirectory, 'files', 'no');
    const before = await readdir(folder).catch(() => []);
    await expect(
      uploadDocument(
        database,
        { ...location(), country: 'no' },
        { filePath: 'x.pdf', documentKey: 'not-a-pdf', category: 'about', title: 'X' },
        Buffer.from('<html>'),
      ),
    ).rejects.toThrow('The file is not a PDF.');
    await expect(
      uploadDocument(
        database,
        { ...location(), country: 'no' },
        { filePath: 'x.pdf', documentKey: 'Bad Key', category: 'about', title: 'X' },
        pdfBytes(),
      ),
    ).rejects.toThrow(/The key must be/);
    expect(await readdir(folder).catch(() => [])).toEqual(before);
  });
});
