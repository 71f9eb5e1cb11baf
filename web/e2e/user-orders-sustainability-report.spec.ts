import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { createDemoAdmin } from './support/demo-admin';
import { createFiguresSupplier } from './support/figures-supplier';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('[USER] orders a sustainability report once and as a regular report, and gets XLSX, PDF and the per-unit CSV', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A supplier of its own: the report is this test's alone and quick to make, whatever other
  // tests order for the demo supplier.
  const email = `sustainability-${unique()}@demo.no`;
  await createFiguresSupplier(request, email, { language: 'en', admin: true });
  const { context, page } = await signedInPage(browser, request, email);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Order report' })).toBeVisible();
  await page.getByRole('radio', { name: 'Sustainability report' }).check();
  // The report reads the daily totals: the text filters do not apply and are not offered.
  await expect(page.getByLabel('Free-text filter')).toHaveCount(0);
  await page.getByLabel('Quick selection').selectOption('last6Months');
  await page.getByRole('button', { name: 'Order report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report ordered.' })).toBeVisible();

  await page.getByRole('link', { name: 'Follow its progress under Reports.' }).click();
  const table = page.getByRole('table', { name: /Reports, newest first/ });
  const row = table.getByRole('row', { name: /Sustainability report/ });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
  // The bell counts it; no toast covers the list that shows it ready.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(page.getByText(/Your report “Sustainability report .*” is ready/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const format of ['XLSX', 'PDF', 'CSV']) {
    await expect(row.getByRole('link', { name: new RegExp(`^Download ${format}`) })).toBeVisible();
  }
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Download CSV/ }).click();
  const saved = testInfo.outputPath('units.csv');
  await (await downloading).saveAs(saved);
  const [header, ...units] = (await readFile(saved, 'utf8')).split('\r\n').filter(Boolean);
  // The supplier's four units completed in the last six months, one line each.
  expect(units).toHaveLength(4);
  expect(header).toContain('Treatment route,Hazardous,Weight (kg),CO2 factor');
  expect(header).toContain('CO2 method version,CO2e avoided (kg)');

  await page.goto('/report-subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Regular reports' })).toBeVisible();
  await page.getByRole('radio', { name: 'Sustainability report' }).check();
  await page.getByLabel('Interval').selectOption('YEARLY');
  await page.getByRole('button', { name: 'Create regular report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Regular report created.' }),
  ).toBeVisible();
  const regular = page
    .getByRole('table', { name: /Reports sent automatically/ })
    .getByRole('row', { name: /Sustainability report/ });
  await expect(regular).toContainText('Yearly');
  await expectNoAxeViolations(page);
  await context.close();
});

const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
const kindNames = {
  da: 'Bæredygtighedsrapport',
  en: 'Sustainability report',
  fi: 'Kestävyysraportti',
  no: 'Bærekraftsrapport',
  se: 'Hållbarhetsrapport',
} as const;
const localSources = {
  da: 'Tal fra 2023.',
  en: 'Figures from 2023.',
  fi: 'Luvut vuodelta 2023.',
  no: 'Tall fra 2023.',
  se: 'Siffror från 2023.',
} as const;
const companyHeadings = {
  da: 'Pr. virksomhed',
  en: 'By company',
  fi: 'Yhtiöittäin',
  no: 'Per selskap',
  se: 'Per bolag',
} as const;

for (const language of languages) {
  test(`[USER] chooses the sustainability report and reads the group's outflows per company and the local equivalents, with no accessibility violations, in ${language}`, async ({
    browser,
    request,
  }) => {
    const email = `sustainability-${language}-${unique()}@demo.no`;
    await createDemoAdmin(email, language);
    const { context, page } = await signedInPage(browser, request, email);

    await page.goto('/reports');
    await page.getByRole('radio', { name: kindNames[language] }).check();
    await expectNoAxeViolations(page);

    // The demo admin's master account: the whole group's outflows, company by company.
    await page.goto('/unit-summary');
    const companies = page.getByTestId('company-outflows-table');
    await expect(
      page.getByRole('heading', { level: 3, name: companyHeadings[language] }),
    ).toBeVisible();
    expect(await companies.getByRole('row').count()).toBeGreaterThan(2);
    // Norwegian households and their sources (SSB and NVE), whatever the reader's language.
    const households = page.getByTestId('equivalent-households');
    await households.locator('summary').click();
    await expect(households.getByText(localSources[language])).toBeVisible();
    await expect(households.getByRole('link', { name: 'ssb.no' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
}

// Denmark and Sweden compare with a person's yearly footprint from their own agencies.
const agencyFootprints = [
  { country: 'dk', email: 'user@demo.dk', year: 'Tal fra 2022.', host: 'ft.dk' },
  { country: 'se', email: 'user@demo.se', year: 'Siffror från 2021.', host: 'sverigesmiljomal.se' },
] as const;

for (const { country, email, year, host } of agencyFootprints) {
  test(`[USER] reads the ${country} dashboard's local comparison with a person's footprint and its source`, async ({
    browser,
    request,
  }) => {
    const { context, page } = await signedInPage(browser, request, email, { country });
    await page.goto('/unit-summary');
    const persons = page.getByTestId('equivalent-persons');
    await persons.locator('summary').click();
    await expect(persons.getByText(year)).toBeVisible();
    await expect(persons.getByRole('link', { name: host })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
}
