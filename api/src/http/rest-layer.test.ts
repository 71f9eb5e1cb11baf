import { randomUUID } from 'node:crypto';
import { parse as parseContentDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../test-support/document-factories.js';
import { createSupplier, createUser } from '../test-support/factories.js';
import { pdfBytes, uploadAttachment } from '../test-support/job-factories.js';
import { signIn } from '../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { attachmentDisposition } from '../platform/send-file.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, await createUser(server.databases.no));
});
afterAll(() => server.close());

async function get(pathName: string, bearer?: string) {
  const response = await fetch(`${server.url}${pathName}`, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  const body = isJson ? await response.json() : await response.text();
  return { response, status: response.status, body };
}

const standardError = (code: string) => ({
  error: { code, message: expect.any(String) as unknown },
});

describe('REST routes: malformed input', () => {
  it.each([
    ['a broken %-escape in the id', '/files/no/documents/%E0%A4%A'],
    ['a document id that is no uuid', '/files/no/documents/not-a-uuid'],
    ['a settlement id that is no uuid', '/files/no/settlements/12345/document'],
    ['an attachment id that is no uuid', '/attachments/no/..%2F..%2Fetc'],
    ['an unknown settlement list type', '/files/no/settlements.csv?type=weekly'],
    ['no settlement list type', '/files/no/settlements.csv'],
    ['an unknown report format', `/api/reports/no/${randomUUID()}/docx?key=abc`],
    ['a report link without its key', `/api/reports/no/${randomUUID()}/xlsx`],
    ['a report id that is no uuid', '/api/reports/no/1%27%20or%201=1/xlsx?key=abc'],
  ])('answers 400 with the standard body for %s', async (_label, pathName) => {
    const { status, body, response } = await get(pathName, token);
    expect(status).toBe(400);
    expect(body).toEqual(standardError('BAD_USER_INPUT'));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('REST routes: the country, the caller and the policy', () => {
  it.each([
    `/files/xx/documents/${randomUUID()}`,
    `/files/NO/settlements/${randomUUID()}/document`,
    '/files/fi/settlements.csv?type=monthly',
    `/attachments/xx/${randomUUID()}`,
    `/api/reports/xx/${randomUUID()}/xlsx?key=abc`,
  ])('answers 404 for an unknown country: %s', async (pathName) => {
    const { status, body } = await get(pathName, token);
    expect(status).toBe(404);
    expect(body).toEqual(standardError('NOT_FOUND'));
  });

  it.each([
    `/files/no/documents/${randomUUID()}`,
    `/files/no/settlements/${randomUUID()}/document`,
    '/files/no/settlements.csv?type=monthly',
    `/attachments/no/${randomUUID()}`,
  ])('answers 401 without a token: %s', async (pathName) => {
    const { status, body } = await get(pathName);
    expect(status).toBe(401);
    expect(body).toEqual(standardError('UNAUTHENTICATED'));
  });

  it('answers 403 where the policy refuses: settlements without report access, uploads without can_upload', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    await database
      .updateTable('suppliers')
      .set({ can_upload: false })
      .where('id', '=', supplier.id)
      .execute();
    const refused = await signIn(
      server,
      await createUser(database, { supplier_id: supplier.id, has_report_access: false }),
    );
    for (const pathName of [
      '/files/no/settlements.csv?type=monthly',
      `/files/no/settlements/${randomUUID()}/document`,
    ]) {
      const { status, body } = await get(pathName, refused);
      expect(status, pathName).toBe(403);
      expect(body).toEqual(standardError('FORBIDDEN'));
    }
    const upload = await uploadAttachment(server, refused, { name: 'a.pdf', bytes: pdfBytes() });
    expect(upload.status).toBe(403);
    expect(upload.body).toEqual(standardError('FORBIDDEN'));
  });

  it('answers 404, not 500, for a well-formed id of nothing', async () => {
    const { status, body } = await get(`/files/no/documents/${randomUUID()}`, token);
    expect(status).toBe(404);
    expect(body).toEqual(standardError('NOT_FOUND'));
  });
});

describe('REST routes: the caller before the body', () => {
  async function post(pathName: string, body: string, bearer?: string) {
    const response = await fetch(`${server.url}${pathName}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it.each([
    ['a body its schema refuses', '{"events":"x"}'],
    ['a body that is no JSON', '{"events":'],
    ['a body of 1 MB', JSON.stringify({ events: 'x'.repeat(1_000_000) })],
  ])('answers an anonymous caller 401 for %s, saying nothing of the body', async (_label, body) => {
    const answer = await post('/api/provider/no/unit-events', body);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(standardError('UNAUTHENTICATED'));
  });

  it("answers a user's token on a provider route 403 before reading the body", async () => {
    const answer = await post('/api/provider/no/unit-events', '{"events":"x"}', token);
    expect(answer.status).toBe(403);
  });
});

describe('Content-Disposition of downloads', () => {
  const awkwardName = `Rapport (ny)* 'Ålesund'.xlsx`;

  it('offers an ASCII fallback and the exact name as UTF-8 with every reserved character escaped', () => {
    const header = attachmentDisposition(awkwardName);
    expect(header).toBe(
      `attachment; filename="Rapport (ny)* 'Alesund'.xlsx"; filename*=UTF-8''Rapport%20%28ny%29%2A%20%27%C3%85lesund%27.xlsx`,
    );
    // RFC 5987 attr-char: nothing but letters, digits and !#$&+-.^_`|~ outside %-escapes.
    const extended = header.split("filename*=UTF-8''")[1]!;
    expect(extended).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
    expect(parseContentDisposition(header)).toEqual({
      type: 'attachment',
      parameters: { filename: awkwardName, 'filename*': expect.any(String) as unknown },
    });
  });

  it('keeps quotes, backslashes and %-escapes out of the plain name', () => {
    const header = attachmentDisposition('Fjord "Kraft" \\ 100%20.pdf');
    expect(header).toBe(
      `attachment; filename="Fjord _Kraft_ _ 100_20.pdf"; filename*=UTF-8''Fjord%20%22Kraft%22%20%5C%20100%2520.pdf`,
    );
    expect(parseContentDisposition(header).parameters.filename).toBe('Fjord "Kraft" \\ 100%20.pdf');
  });

  it('is what a download sends, with the private caching and nosniff headers', async () => {
    const document = await createDocument(
      server.databases.no,
      { storage: server.storage },
      { fileName: `Rapport (ny)* 'Ålesund'.pdf` },
    );
    const { response, status } = await get(`/files/no/documents/${document.id}`, token);
    expect(status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Rapport (ny)* 'Alesund'.pdf"; filename*=UTF-8''Rapport%20%28ny%29%2A%20%27%C3%85lesund%27.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
