import { chromium, expect, test } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

// Playwright turns the browser's back/forward cache off; a user's browser keeps pages in it.
test('[USER] opens page after page in one tab, as with links from mails, and each one loads', async ({
  request,
}, testInfo) => {
  test.slow();
  const browser = await chromium.launch({
    ...testInfo.project.use.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const email = `many-pages-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.no`;
    await createDemoAdmin(email);
    const { page } = await signedInPage(browser, request, email);
    // More pages than the six connections a browser opens to a host over HTTP/1.1: a page kept
    // for Back and Forward with its notification stream open held one of them for good.
    const pages = [
      ['/unit-summary', 'Environmental dashboard'],
      ['/reports', 'Order report'],
      ['/reports-overview', 'Reports'],
      ['/report-subscriptions', 'Regular reports'],
      ['/report-cods', 'Certificates of destruction'],
      ['/services', 'Order pickup or delivery'],
      ['/services-overview', 'Jobs'],
      ['/documents', 'Documents'],
      ['/departments', 'Main contacts'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path, { timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  } finally {
    await browser.close();
  }
});
