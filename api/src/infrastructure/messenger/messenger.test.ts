import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

const startupQuery = `query get_startup { get_startup { messenger { page_id app_id } } }`;

type StartupResult = {
  get_startup: { messenger: { page_id: string; app_id: string | null } | null };
};

describe('customer chat widget settings', () => {
  let configured: TestServer;
  let unconfigured: TestServer;
  beforeAll(async () => {
    [configured, unconfigured] = await Promise.all([
      startTestServer({ MESSENGER_PAGE_ID: '104857600123', MESSENGER_APP_ID: '2718281828' }),
      startTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([configured.close(), unconfigured.close()]);
  });

  async function messengerOf(server: TestServer) {
    const token = await signIn(server, await createUser(server.databases.no));
    const response = await server.graphql<StartupResult>({ query: startupQuery, token });
    return response.body.data?.get_startup.messenger;
  }

  it('gives the web app the configured page and app ids at startup', async () => {
    expect(await messengerOf(configured)).toEqual({
      page_id: '104857600123',
      app_id: '2718281828',
    });
    expect(await messengerOf(unconfigured)).toBeNull();
  });

  it('admits the plugin’s origins in the Content-Security-Policy only when configured', async () => {
    const withChat =
      (await fetch(`${configured.url}/health`)).headers.get('content-security-policy') ?? '';
    expect(withChat).toMatch(/script-src 'self' https:\/\/connect\.facebook\.net;/);
    expect(withChat).toMatch(/frame-src https:\/\/www\.facebook\.com/);
    expect(withChat).toMatch(/connect-src 'self' https:\/\/\*\.facebook\.com/);

    const without =
      (await fetch(`${unconfigured.url}/health`)).headers.get('content-security-policy') ?? '';
    expect(without).toContain("script-src 'self';");
    expect(without).toContain("frame-src 'none'");
    expect(without).not.toContain('facebook');
  });

  it('refuses ids that are not numbers', () => {
    expect(() => loadConfig({ MESSENGER_PAGE_ID: '<script>' })).toThrow(/MESSENGER_PAGE_ID/);
  });
});
