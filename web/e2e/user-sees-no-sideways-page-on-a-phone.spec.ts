import { expect, test, type Page } from '@playwright/test';
import { paths, settlementTypes } from '../src/shared/routing/paths';
import { withTestDatabase } from './support/database';
import { createDemoAdmin } from './support/demo-admin';
import { watchRequests } from './support/quiet-network';
import { signedInPage } from './support/session';

const languages = ['da', 'en', 'fi', 'no', 'se'] as const;

type PublicPath =
  | 'root'
  | 'login'
  | 'logout'
  | 'microsoftLogin'
  | 'register'
  | 'resetPassword'
  | 'resetPasswordWithCode'
  | 'requestAccess'
  | 'verifyCertificate'
  | 'verify'
  | 'methodology'
  // The provider's console has its own session; its spec checks it on a phone.
  | 'console'
  | 'consoleInbox'
  | 'consoleMicrosoft'
  | 'consoleJobs'
  | 'consoleDocuments'
  | 'consoleCustomers'
  | 'consoleCustomer'
  | 'consoleStaffLog'
  | 'consoleStaff'
  | 'consoleContacts'
  | 'consoleFactors'
  | 'consoleProviderKeys'
  | 'consoleProviderIdentity'
  // Staff's read-only customer view opens (and ends) here; its spec checks it on a phone.
  | 'customerView'
  | 'customerViewEnded';

interface DemoRecords {
  jobId: string;
  unitId: string;
}

/**
 * Every signed-in route of the portal; a path added to the route map fails the typecheck until it
 * is listed here. Routes with an id open a demo record.
 */
function signedInRoutes({ jobId, unitId }: DemoRecords): string[] {
  const routes: Record<Exclude<keyof typeof paths, PublicPath>, string[]> = {
    // The whole period shows the dashboard's biggest figures.
    unitSummary: [paths.unitSummary, `${paths.unitSummary}?period=TOTAL`],
    reports: [paths.reports],
    reportsOverview: [paths.reportsOverview],
    reportSubscriptions: [paths.reportSubscriptions],
    reportCertificates: [paths.reportCertificates],
    evidencePacks: [paths.evidencePacks],
    services: [paths.services],
    servicesOverview: [paths.servicesOverview],
    service: [paths.service(jobId)],
    unitHolds: [paths.unitHolds],
    unit: [paths.unit(unitId)],
    settlements: settlementTypes.map((type) => paths.settlements(type)),
    documents: [paths.documents],
    departments: [paths.departments],
    contact: [paths.contact],
    account: [paths.account],
    accountUsers: [paths.accountUsers],
    accountAuditLog: [paths.accountAuditLog],
    accountProvisioning: [paths.accountProvisioning],
    accountApi: [paths.accountApi],
    accountWebhooks: [paths.accountWebhooks],
  };
  return [...Object.values(routes).flat(), '/no-such-page'];
}

/** A demo job that has processed units, and one of its units. */
async function demoRecords(): Promise<DemoRecords> {
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<{ job_id: string; unit_id: string }>(
      `select jobs.id as job_id, processed_units.id as unit_id
       from jobs
       join processed_units on processed_units.supplier_id = jobs.supplier_id
         and processed_units.job_number = jobs.job_number
       join users on users.supplier_id = jobs.supplier_id and users.email = 'admin@demo.no'
       order by jobs.job_number, processed_units.id limit 1`,
    );
    if (!rows[0]) throw new Error('The demo data has no job with units.');
    return { jobId: rows[0].job_id, unitId: rows[0].unit_id };
  });
}

/** Calls the API as the signed-in admin, and fails the test on any error. */
async function callApi(page: Page, token: string, query: string, variables: object) {
  const response = await page.request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  expect(await response.json()).not.toHaveProperty('errors');
}

/**
 * Gives the lists this admin sees rows of their own (an evidence pack, an API token with a long
 * name), so each page is measured with its table, pager and export whatever other tests stored.
 */
async function fillLists(page: Page, jobId: string, token: string): Promise<void> {
  await callApi(
    page,
    token,
    'mutation ($input: OrderEvidencePackInput!) { order_evidence_pack(input: $input) { id } }',
    { input: { idempotency_key: `overflow-${Date.now()}`, job_id: jobId } },
  );
  await callApi(
    page,
    token,
    'mutation ($name: String!) { create_api_token(name: $name, scope: READ_ORDER, expires_in_days: 90) { secret } }',
    { name: 'Asset register synchronisation (finance department)' },
  );
}

/** Opens a route the way the app's own links do. */
async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/** How far the page reaches past the screen's right edge, and what sticks out. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { excess: root.scrollWidth - root.clientWidth, widest };
  });
}

// Thirty pages a language: the trace of every step would cost more than the walk.
test.use({ trace: 'off' });

for (const language of languages) {
  test(`[ADMIN] no signed-in page is wider than a 390 px phone in ${language}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `narrow-${language}-${Date.now()}@demo.no`;
    await createDemoAdmin(email, language);
    const { context, page, token } = await signedInPage(browser, request, email, {
      viewport: { width: 390, height: 844 },
    });
    const records = await demoRecords();
    await fillLists(page, records.jobId, token);
    // Opening routes inside the app (no reload per route) keeps the walk through 30 pages in
    // five languages short; a quiet network tells that the route's code and data have arrived.
    const waitForQuiet = watchRequests(page);
    await page.goto(paths.unitSummary);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const tooWide = [];
    for (const route of signedInRoutes(records)) {
      await openInApp(page, route);
      await waitForQuiet();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { excess, widest } = await overflowOf(page);
      if (excess > 0) tooWide.push(`${route}: ${excess} px too wide (${widest.join(', ')})`);
    }
    await context.close();
    expect(tooWide).toEqual([]);
  });
}

for (const language of ['en', 'fi'] as const) {
  test(`[ADMIN] reads every dashboard equivalent inside its card on a phone in ${language}`, async ({
    browser,
    request,
  }) => {
    const email = `equivalents-${language}-${Date.now()}@demo.no`;
    await createDemoAdmin(email, language);
    const { context, page } = await signedInPage(browser, request, email, {
      viewport: { width: 390, height: 844 },
    });
    // The whole period has the biggest figures (water heated runs to ten digits).
    await page.goto(`${paths.unitSummary}?period=TOTAL`);
    const cards = page.getByTestId(/^equivalent-/);
    await expect(cards.first()).toBeVisible();
    const outside = await cards.evaluateAll((elements) =>
      elements.flatMap((card) => {
        const edge =
          card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
        return [...card.children]
          .filter((child) => child.getBoundingClientRect().left + child.scrollWidth > edge + 1)
          .map((child) => `${card.dataset.testid}: ${child.textContent}`);
      }),
    );
    expect(outside).toEqual([]);
    await context.close();
  });
}
