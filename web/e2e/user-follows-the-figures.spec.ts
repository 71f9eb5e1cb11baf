import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations as expectNoWcagViolations } from './support/content';
import { createCustodyUnit } from './support/custody-unit';
import { createFiguresSupplier } from './support/figures-supplier';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';

const laptop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

/** Every axe rule, its best practices too. */
const expectNoAxeViolations = (page: Page) => expectNoWcagViolations(page, { allRules: true });

/** A full-page picture for review, beside the test's other output. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const countIn = (text: string) =>
  Number(/([\d\s\u00a0.,]+) (processed )?units?/.exec(text)?.[1]?.replace(/\D/g, ''));

test('[USER] sees what changed since the previous period and opens the units behind a bar and a month', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const email = `figures-changes-${Date.now()}@demo.no`;
  await createFiguresSupplier(request, email, { language: 'en' });
  const { context, page } = await signedInPage(browser, request, email, { viewport: laptop });
  await page.goto('/unit-summary?period=LAST_SIX_MONTHS');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Environmental dashboard' }),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // Every card tells its change against the six months before, neutrally.
  const changes = page.getByTestId('period-change');
  await expect(changes).toHaveCount(5);
  for (const change of await changes.all()) {
    await expect(change).toContainText(
      /(\d[\d.,]*\s?%? (more|less) than the previous period)|The same as the previous period/,
    );
  }
  // Three reused laptops against two before, one recycled desktop against none.
  const changeOf = (metric: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByTestId(`metric-${metric}`) })
      .getByTestId('period-change');
  await expect(changeOf('reused')).toContainText('50% more than the previous period');
  await expect(changeOf('recycled')).toContainText('1 more than the previous period');
  await expect(page.getByTestId('previous-period')).toContainText(
    'Changes are against the previous period of the same length',
  );
  await keepScreenshot(page, testInfo, 'dashboard-en-1366');

  // A category's bar is a link of its own: reached by keyboard, it opens the units behind it.
  const bars = page.getByRole('list', { name: 'Open the units behind a category' });
  const bar = bars.getByRole('link').first();
  const name = (await bar.textContent()) ?? '';
  expect(name).toMatch(/: [\d,]+ processed units?\. Show (it|them) in the unit search$/);
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/serial-category=[a-z_]+&serial-outcome=reused%2Crecycled/);
  await expect(page).toHaveURL(/period=LAST_SIX_MONTHS/);
  const summary = page.getByTestId('chart-search-summary');
  await expect(summary).toContainText('Units behind the chart:');
  await expect(summary).toContainText(name.split(':')[0]!);
  await expect(summary).toContainText('Reused or Recycled');
  const search = page.getByRole('region', { name: 'Find a unit' });
  const found = search.getByText(/^\d+ units? found$/);
  await expect.poll(async () => countIn((await found.textContent()) ?? '')).toBe(countIn(name));
  const firstUnit = search.getByRole('heading', { level: 3 }).first();
  await expect(firstUnit).toBeVisible();
  await expectNoAxeViolations(page);

  // The unit's way back leads to the search with its filter, after a reload too.
  const serial = (await firstUnit.textContent()) ?? '';
  await firstUnit.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${serial}` })).toBeVisible();
  await page.reload();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText([
    'Environmental dashboard',
    'Find a unit',
    serial,
  ]);
  await expect(trail.getByText(serial)).toHaveAttribute('aria-current', 'page');
  await trail.getByRole('link', { name: 'Find a unit' }).click();
  await expect(page).toHaveURL(/serial-category=/);
  await expect(page.getByTestId('chart-search-summary')).toBeVisible();

  // A month of the trend chart: a click on its bars opens that month's units.
  await page.getByRole('button', { name: "Clear the chart's filter" }).click();
  await expect(page).not.toHaveURL(/serial-category=/);
  const months = page.getByRole('list', { name: 'Open the units of a month' });
  const names = await months.getByRole('link').allTextContents();
  const busiest = names.reduce((best, next) => (countIn(next) > countIn(best) ? next : best));
  const month = months.getByRole('link', { name: busiest, exact: true });
  await month.scrollIntoViewIfNeeded();
  const box = (await month.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/serial-from=\d{4}-\d{2}-\d{2}&serial-to=\d{4}-\d{2}-\d{2}/);
  await expect.poll(async () => countIn((await found.textContent()) ?? '')).toBe(countIn(busiest));
  await context.close();
});

test('[ADMIN] reads the changes and opens a category on a phone, in Norwegian', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const email = `figures-phone-${Date.now()}@demo.no`;
  await createFiguresSupplier(request, email, { language: 'no', admin: true });
  const { context, page } = await signedInPage(browser, request, email, { viewport: phone });
  await page.goto('/unit-summary?period=LAST_SIX_MONTHS');
  await expect(page.getByRole('heading', { level: 1, name: 'Miljødashbord' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('period-change').first()).toContainText(
    /(mer|mindre) enn forrige periode|Det samme som forrige periode/,
  );
  await keepScreenshot(page, testInfo, 'dashboard-no-390');
  // On a phone the chart is drawn once the reader scrolls near it.
  await page
    .getByRole('heading', { name: 'Prosesserte enheter per kategori' })
    .scrollIntoViewIfNeeded();
  const bar = page
    .getByRole('list', { name: 'Åpne enhetene bak en kategori' })
    .getByRole('link')
    .first();
  await expect(bar).toHaveText(/prosessert(e)? enhet(er)?\. Vis (den|dem) i enhetssøket$/);
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chart-search-summary')).toContainText('Enheter bak diagrammet:');
  await expect(
    page.getByRole('region', { name: 'Finn en enhet' }).getByText(/^\d+ enhet(er)? funnet$/),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);
  await context.close();
});

for (const { language, viewport, names } of [
  {
    language: 'en',
    viewport: laptop,
    names: { jobs: 'Jobs', job: 'Job', unit: 'Unit', steps: ['Ordered', 'Collected', 'Completed'] },
  },
  {
    language: 'no',
    viewport: phone,
    names: {
      jobs: 'Oppdrag',
      job: 'Oppdrag',
      unit: 'Enhet',
      steps: ['Bestilt', 'Hentet', 'Fullført'],
    },
  },
] as const) {
  test(`[USER] follows a job's steps and comes back to it from one of its units (${language}, ${viewport.width} px)`, async ({
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const email = `figures-${language}-${Date.now()}@demo.no`;
    const { serialNumber, jobNumber } = await createCustodyUnit(email);
    await setUserLanguage(email, language);
    const { context, page } = await signedInPage(browser, request, email, { viewport });
    await page.goto('/services-overview');
    await page.getByRole('link', { name: jobNumber }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${names.job} ${jobNumber}` }),
    ).toBeVisible();

    // The status as steps: reached ones with their day, the current one marked, the rest ahead.
    const stepper = page.getByTestId('job-status-stepper');
    const steps = stepper.getByRole('listitem');
    await expect(steps).toHaveCount(7);
    await expect(steps.first()).toContainText(names.steps[0]);
    await expect(steps.first()).toContainText(/2026/);
    await expect(steps.nth(3)).toContainText(names.steps[1]);
    await expect(steps.nth(3)).toContainText(/2026/);
    await expect(stepper.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(steps.last()).toHaveAttribute('aria-current', 'step');
    await expect(steps.last()).toContainText(names.steps[2]);
    const trail = page.getByRole('navigation', { name: /Breadcrumb|Brødsmulesti/ });
    await expect(trail.getByRole('link', { name: names.jobs })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, testInfo, `job-${language}-${viewport.width}`);
    // Nothing sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // From the job's units to one unit: its trail leads back to the job, after a reload too.
    await page.getByRole('link', { name: serialNumber }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${names.unit} ${serialNumber}` }),
    ).toBeVisible();
    await page.reload();
    await expect(trail.getByRole('listitem')).toHaveText([
      names.jobs,
      `${names.job} ${jobNumber}`,
      serialNumber,
    ]);
    await expectNoAxeViolations(page);
    await trail.getByRole('link', { name: `${names.job} ${jobNumber}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${names.job} ${jobNumber}` }),
    ).toBeVisible();
    await context.close();
  });
}
