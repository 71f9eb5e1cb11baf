import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localesDirectory } from '../../paths.js';
import { readTranslations } from '../../shared/translation-catalogue.js';
import {
  productionEnvironment,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';

/** A GET with exactly these headers (fetch would add and undo its own content coding). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

let server: TestServer;
let productionServer: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  productionServer = await startTestServer(productionEnvironment());
});
afterAll(async () => {
  await server.close();
  await productionServer.close();
});

describe('/locales', () => {
  it('serves the translations namespace of each of the five languages as JSON', async () => {
    for (const language of ['da', 'en', 'fi', 'no', 'se']) {
      const response = await fetch(`${server.url}/locales/${language}/translations.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual(readTranslations(localesDirectory, language));
    }
  });

  it('serves the per-feature sources merged, with the keys the spec names', async () => {
    const response = await fetch(`${server.url}/locales/en/translations.json`);
    const translations = (await response.json()) as {
      messenger: { locale: string; greeting: string };
      jobs: object;
      email: object;
    };
    expect(translations.messenger.locale).toBeTruthy();
    expect(translations.messenger.greeting).toBeTruthy();
    expect(Object.keys(translations)).toEqual(expect.arrayContaining(['jobs', 'email']));
  });

  it('sends translations compressed when asked, the same text as uncompressed, with an etag', async () => {
    const target = `${server.url}/locales/no/translations.json`;
    const plain = await rawGet(target, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString('utf8');
    expect(Object.keys(JSON.parse(text) as object).length).toBeGreaterThan(5);

    const brotli = await rawGet(target, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(text);

    const gzip = await rawGet(target, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);

    const entityTag = String(plain.headers.etag);
    expect(entityTag).toMatch(/^".+"$/);
    const unchanged = await rawGet(target, { 'if-none-match': entityTag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
  });

  it('answers 404 for unknown languages, namespaces and path tricks', async () => {
    for (const target of [
      '/locales/xx/translations.json',
      '/locales/en/unknown.json',
      // A source file is not a namespace of its own.
      '/locales/en/jobs.json',
      '/locales/en/..%2F..%2Fpackage.json',
      '/locales/..%2Fapi/package.json',
    ]) {
      expect((await fetch(`${server.url}${target}`)).status).toBe(404);
    }
  });

  it('records missing keys outside production and ignores them in production', async () => {
    const key = `missing.key.${randomBytes(4).toString('hex')}`;
    const post = (target: TestServer) =>
      fetch(`${target.url}/locales/add/fi/translations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [key]: 'Fallback text' }),
      });
    expect((await post(server)).status).toBe(204);
    const recorded = JSON.parse(
      await readFile(
        path.join(server.config.dataDirectory, 'missing-translations', 'fi', 'translations.json'),
        'utf8',
      ),
    ) as Record<string, string>;
    expect(recorded[key]).toBe('Fallback text');
    expect((await post(productionServer)).status).toBe(204);
  });

  it('bounds what anyone may record: existing namespaces, short keys, a capped file', async () => {
    const post = (namespace: string, body: unknown) =>
      fetch(`${server.url}/locales/add/da/${namespace}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const recordedFile = path.join(
      server.config.dataDirectory,
      'missing-translations',
      'da',
      'translations.json',
    );
    expect((await post('made-up-namespace', { 'some.key': 'Text' })).status).toBe(404);
    const tooMany = Object.fromEntries(
      Array.from({ length: 51 }, (_, index) => [`key.${index}`, 'Text']),
    );
    expect((await post('translations', tooMany)).status).toBe(400);
    expect((await post('translations', { ['k'.repeat(201)]: 'Text' })).status).toBe(400);
    expect((await post('translations', { 'long.text': 'x'.repeat(501) })).status).toBe(400);
    expect((await post('translations', { nested: { object: true } })).status).toBe(400);
    // 25 requests of 50 new keys each: the file stops growing at 1,000 keys.
    for (let request = 0; request < 25; request += 1) {
      const keys = Object.fromEntries(
        Array.from({ length: 50 }, (_, index) => [`bounded.${request}.${index}`, 'Text']),
      );
      expect((await post('translations', keys)).status).toBe(204);
    }
    const recorded = JSON.parse(await readFile(recordedFile, 'utf8')) as Record<string, string>;
    expect(Object.keys(recorded)).toHaveLength(1_000);
  });
});
