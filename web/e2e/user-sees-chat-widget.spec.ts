import { expect, test, type Browser, type APIRequestContext, type Page } from '@playwright/test';
import { tokenFor } from './support/session';

const pageId = '104857600123';
const appId = '2718281828';

/**
 * A signed-in page whose startup answer carries chat settings, as a server configured with
 * MESSENGER_PAGE_ID and MESSENGER_APP_ID gives them (the API tests cover that server side and its
 * Content-Security-Policy). The SDK request is answered locally: tests never reach the internet.
 */
async function pageWithChat(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  options: { configured: boolean },
) {
  const baseURL = process.env.E2E_BASE_URL!;
  const token = await tokenFor(request, email);
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    // The test server's policy admits no chat origins (it runs unconfigured).
    bypassCSP: options.configured,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'jwt', value: token }] }],
    },
  });
  const page = await context.newPage();
  const sdkRequests: string[] = [];
  await context.route('https://connect.facebook.net/**', async (route) => {
    sdkRequests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.FB = { init() {}, XFBML: { parse() {} } }; window.fbAsyncInit && window.fbAsyncInit();',
    });
  });
  if (options.configured) {
    await page.route('**/graphql/*', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'get_startup') return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as {
        data?: { get_startup?: Record<string, unknown> };
      };
      if (json.data?.get_startup) {
        json.data.get_startup.messenger = { page_id: pageId, app_id: appId };
      }
      return route.fulfill({ response, json });
    });
  }
  return { context, page, sdkRequests };
}

const chatMarkup = (page: Page) => page.locator('.fb-customerchat');
const sdkScript = (page: Page) => page.locator('script#facebook-jssdk');

test('[USER] gets the chat widget with the configured ids, greeting and locale', async ({
  browser,
  request,
}) => {
  const { context, page, sdkRequests } = await pageWithChat(browser, request, 'user@demo.no', {
    configured: true,
  });
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(chatMarkup(page)).toHaveAttribute('page_id', pageId);
  await expect(chatMarkup(page)).toHaveAttribute('attribution', 'biz_inbox');
  await expect(chatMarkup(page)).toHaveAttribute('logged_in_greeting', 'Hi! How can we help you?');
  await expect(sdkScript(page)).toHaveAttribute(
    'src',
    'https://connect.facebook.net/en_GB/sdk/xfbml.customerchat.js',
  );
  await expect
    .poll(() => sdkRequests)
    .toEqual(['https://connect.facebook.net/en_GB/sdk/xfbml.customerchat.js']);
  expect(await page.evaluate(() => typeof window.fbAsyncInit)).toBe('function');

  // The contact page is static: no chat there.
  await page
    .getByRole('navigation', { name: /menu|meny/i })
    .first()
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(chatMarkup(page)).toHaveCount(0);
  // A late refetch may still be in its route handler; let it finish before the page goes.
  await page.unrouteAll({ behavior: 'wait' });
  await context.close();
});

test('[ADMIN] gets the greeting and SDK in Norwegian', async ({ browser, request }) => {
  const { context, page } = await pageWithChat(browser, request, 'admin@demo.no', {
    configured: true,
  });
  await page.goto('/unit-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Miljødashbord' })).toBeVisible();
  await expect(chatMarkup(page)).toHaveAttribute(
    'logged_in_greeting',
    'Hei! Hvordan kan vi hjelpe deg?',
  );
  await expect(sdkScript(page)).toHaveAttribute(
    'src',
    'https://connect.facebook.net/nb_NO/sdk/xfbml.customerchat.js',
  );
  // A late refetch may still be in its route handler; let it finish before the page goes.
  await page.unrouteAll({ behavior: 'wait' });
  await context.close();
});

test('[USER] gets no chat script on a static page', async ({ browser, request }) => {
  const { context, page, sdkRequests } = await pageWithChat(browser, request, 'user@demo.no', {
    configured: true,
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your contacts at Greentech' })).toBeVisible();
  await expect(chatMarkup(page)).toHaveCount(0);
  await expect(sdkScript(page)).toHaveCount(0);
  expect(sdkRequests).toEqual([]);
  // A late refetch may still be in its route handler; let it finish before the page goes.
  await page.unrouteAll({ behavior: 'wait' });
  await context.close();
});

test('[USER] gets no chat at all when the portal runs without it', async ({ browser, request }) => {
  const { context, page, sdkRequests } = await pageWithChat(browser, request, 'user@demo.no', {
    configured: false,
  });
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  // The library has loaded: its table shows the first group's documents.
  await expect(
    page.getByRole('table', { name: 'Documents and their files' }).locator('tbody tr').first(),
  ).toContainText('About us');
  await expect(chatMarkup(page)).toHaveCount(0);
  await expect(sdkScript(page)).toHaveCount(0);
  expect(sdkRequests).toEqual([]);
  // A late refetch may still be in its route handler; let it finish before the page goes.
  await page.unrouteAll({ behavior: 'wait' });
  await context.close();
});
