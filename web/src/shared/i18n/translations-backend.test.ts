import type { ReadCallback } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationsBackend } from './translations-backend';

afterEach(() => vi.unstubAllGlobals());

function read(language: string, namespace: string) {
  return new Promise<Parameters<ReadCallback>>((resolve) => {
    translationsBackend.read(language, namespace, (...answer) => resolve(answer));
  });
}

describe('loading translations', () => {
  it("reads a language's file from /locales", async () => {
    const fetch = vi.fn(async () => Response.json({ login: { title: 'Logg inn' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await read('no', 'translations')).toEqual([null, { login: { title: 'Logg inn' } }]);
    expect(fetch).toHaveBeenCalledWith('/locales/no/translations.json');
  });

  it('asks i18next to retry after a server error or a lost connection, not after a 404', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    expect((await read('no', 'translations'))[1]).toBe(true);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await read('no', 'translations'))[1]).toBe(true);
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    expect((await read('xx', 'translations'))[1]).toBe(false);
  });

  it('requests nothing for a language that is not a plain code', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const [error, retry] = await read('../no', 'translations');
    expect(error).toBeTruthy();
    expect(retry).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a missing key to /locales/add for each language', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    translationsBackend.create?.(['en', 'no'], 'translations', 'login.newKey', 'New key');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/locales/add/no/translations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 'login.newKey': 'New key' }),
    });
  });
});
