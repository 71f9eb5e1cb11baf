import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { webAppRoutes } from './web-app.js';

async function builtApp() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(directory, 'assets'));
  await writeFile(
    path.join(directory, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body></body></html>',
  );
  const script = 'console.log("the app");'.repeat(100);
  await writeFile(path.join(directory, 'assets', 'app-1234.js'), script);
  await writeFile(path.join(directory, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  return { directory, script };
}

describe('the web app routes', () => {
  it('serves the page with the server features for any client-side route', async () => {
    const { directory } = await builtApp();
    for (const microsoftSignIn of [true, false]) {
      const app = Fastify();
      await app.register(webAppRoutes, { distDirectory: directory, features: { microsoftSignIn } });
      const page = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain(
        `<meta name="portal-features" content="${microsoftSignIn ? 'microsoftSignIn' : ''}" />`,
      );
      const missing = await app.inject({ url: '/missing.json', headers: { accept: '*/*' } });
      expect(missing.statusCode).toBe(404);
      await app.close();
    }
  });

  it('sends the brotli copy of an asset to browsers that take it, cached for a year', async () => {
    const { directory, script } = await builtApp();
    const app = Fastify();
    await app.register(webAppRoutes, {
      distDirectory: directory,
      features: { microsoftSignIn: false },
    });
    const compressed = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });

  it('asks for the translations the app will load: chosen language, then Norwegian', async () => {
    const { directory } = await builtApp();
    const app = Fastify();
    await app.register(webAppRoutes, {
      distDirectory: directory,
      features: { microsoftSignIn: false },
    });
    const preloaded = async (url: string, headers: Record<string, string> = {}) => {
      const page = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
      return [
        ...page.body.matchAll(
          /<link rel="preload" href="\/locales\/(\w+)\/translations\.json" as="fetch" crossorigin="anonymous" \/>/g,
        ),
      ].map((match) => match[1]);
    };
    expect(await preloaded('/login')).toEqual(['en', 'no']);
    expect(await preloaded('/login', { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' })).toEqual([
      'se',
      'no',
    ]);
    expect(await preloaded('/login', { 'accept-language': 'de-DE, nb;q=0.5' })).toEqual(['no']);
    expect(
      await preloaded('/login', { cookie: 'other=1; i18next=da', 'accept-language': 'fi' }),
    ).toEqual(['da', 'no']);
    expect(await preloaded('/login?lng=fi', { cookie: 'i18next=da' })).toEqual(['fi', 'no']);
    expect(await preloaded('/login?lng=xx', { cookie: 'i18next=<script>' })).toEqual(['en', 'no']);
    await app.close();
  });

  it('serves every page despite a malformed language cookie, ignoring the cookie', async () => {
    const { directory } = await builtApp();
    const app = Fastify();
    await app.register(webAppRoutes, {
      distDirectory: directory,
      features: { microsoftSignIn: false },
    });
    for (const url of ['/login', '/unit-summary', '/reset-password']) {
      const page = await app.inject({
        url,
        headers: {
          accept: 'text/html',
          cookie: 'i18next=%E0%A4%A; other=%',
          'accept-language': 'fi',
        },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('/locales/fi/translations.json');
    }
    await app.close();
  });
});
