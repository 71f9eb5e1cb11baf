import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { watchRequests } from './support/quiet-network';
import { signedInPage } from './support/session';

const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
const htmlLanguage = { da: 'da', en: 'en', fi: 'fi', no: 'nb', se: 'sv' } as const;

const signedInRoutes = [
  '/unit-summary',
  '/reports',
  '/reports-overview',
  '/report-subscriptions',
  '/report-cods',
  '/evidence-packs',
  '/services',
  '/services-overview',
  '/unit-holds',
  '/settlements/monthly',
  '/settlements/quarterly',
  '/settlements/yearly',
  '/settlements/unpaid',
  '/settlements/paid',
  '/settlements/settled',
  '/documents',
  '/departments',
  '/contact',
  '/account',
  '/account/users',
  '/account/audit-log',
  '/account/provisioning',
  '/account/api',
  '/account/webhooks',
  '/no-such-page',
];
const publicRoutes = [
  '/login',
  '/reset-password',
  '/reset-password/no-such-code',
  '/request-access',
  '/register/no-such-code',
  '/login/microsoft/',
  '/verify',
  '/methodology',
];

/**
 * Opens a route, waits until it has settled (`waitForQuiet` watches the page's requests), and
 * returns axe's violations, if any.
 */
async function violationsOn(
  page: Page,
  waitForQuiet: () => Promise<void>,
  route: string,
  language: (typeof languages)[number],
) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForQuiet();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLanguage[language]);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => ({
    route,
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

for (const language of languages) {
  test(`[ADMIN] every route has no accessibility violations in ${language}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = `axe-${language}-${Date.now()}@demo.no`;
    await createDemoAdmin(email, language);
    const { context, page } = await signedInPage(browser, request, email);
    const waitForQuiet = watchRequests(page);
    const found = [];
    for (const route of signedInRoutes) {
      found.push(...(await violationsOn(page, waitForQuiet, route, language)));
    }

    // One job of the demo data, if the overview lists any.
    await page.goto('/services-overview');
    await waitForQuiet();
    const job = page.locator('main a[href^="/services/"]').first();
    if ((await job.count()) > 0) {
      const href = await job.getAttribute('href');
      if (href) found.push(...(await violationsOn(page, waitForQuiet, href, language)));
      // One unit of that job (its chain of custody), if the job lists any.
      const unit = page.locator('main a[href^="/units/"]').first();
      const unitHref = (await unit.count()) > 0 ? await unit.getAttribute('href') : null;
      if (unitHref) found.push(...(await violationsOn(page, waitForQuiet, unitHref, language)));
    }
    await context.close();

    const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitorPage = await visitor.newPage();
    const visitorQuiet = watchRequests(visitorPage);
    for (const route of publicRoutes) {
      const separator = route.includes('?') ? '&' : '?';
      found.push(
        ...(await violationsOn(
          visitorPage,
          visitorQuiet,
          `${route}${separator}lng=${language}`,
          language,
        )),
      );
    }
    await visitor.close();
    expect(found).toEqual([]);
  });
}
