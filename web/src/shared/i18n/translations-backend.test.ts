import type { ReadCallback } from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fakeTheNetwork, network, recordRequests } from '../../test-support/network';
import { translationsBackend } from './translations-backend';

fakeTheNetwork();

function read(language: string, namespace: string) {
  return new Promise<Parameters<ReadCallback>>((resolve) => {
    translationsBackend.read(language, namespace, (...answer) => resolve(answer));
  });
}

describe('loading translations', () => {
  it("reads a language's file from /locales", async () => {
    network.use(
      http.get('*/locales/no/translations.json', () =>
        HttpResponse.json({ login: { title: 'Logg inn' } }),
      ),
    );
    expect(await read('no', 'translations')).toEqual([null, { login: { title: 'Logg inn' } }]);
  });

  it('asks i18next to retry after a server error or a lost connection, not after a 404', async () => {
    network.use(
      http.get('*/locales/no/translations.json', () => new HttpResponse(null, { status: 503 })),
    );
    expect((await read('no', 'translations'))[1]).toBe(true);
    network.use(http.get('*/locales/no/translations.json', () => HttpResponse.error()));
    expect((await read('no', 'translations'))[1]).toBe(true);
    network.use(
      http.get('*/locales/xx/translations.json', () => new HttpResponse(null, { status: 404 })),
    );
    expect((await read('xx', 'translations'))[1]).toBe(false);
  });

  it('requests nothing for a language that is not a plain code', async () => {
    const requests = recordRequests();
    const [error, retry] = await read('../no', 'translations');
    expect(error).toBeTruthy();
    expect(retry).toBe(false);
    expect(requests).toEqual([]);
  });

  it('reports a missing key to /locales/add for each language', async () => {
    const reported: { url: string; body: unknown }[] = [];
    let reportedBoth = () => {};
    const both = new Promise<void>((resolve) => (reportedBoth = resolve));
    network.use(
      http.post('*/locales/add/:language/translations', async ({ request }) => {
        reported.push({ url: new URL(request.url).pathname, body: await request.json() });
        if (reported.length === 2) reportedBoth();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    translationsBackend.create?.(['en', 'no'], 'translations', 'login.newKey', 'New key');
    await both;
    // The two reports run side by side, so either may come in first.
    expect(reported).toHaveLength(2);
    expect(reported).toEqual(
      expect.arrayContaining([
        { url: '/locales/add/en/translations', body: { 'login.newKey': 'New key' } },
        { url: '/locales/add/no/translations', body: { 'login.newKey': 'New key' } },
      ]),
    );
  });
});
