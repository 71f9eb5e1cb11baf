import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';

/** "24 Nov 2026", the English way of every table; never the American "Nov 24, 2026". */
const englishDay = /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/;
const americanDay = /(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/;

test('[USER] sees dates written one way on Main contacts, the dashboard range and in tables', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');

  await page.goto('/departments');
  const overview = page.getByRole('region', { name: 'Agreement overview' });
  await expect(overview.getByRole('row', { name: /Collection agreement/ })).toContainText(
    englishDay,
  );
  expect(await page.getByRole('main').innerText()).not.toMatch(americanDay);

  await page.goto('/unit-summary?period=TOTAL');
  await page.getByLabel('Period', { exact: true }).selectOption('CUSTOM');
  await page.getByLabel('Quick selection', { exact: true }).selectOption('lastYear');
  const year = new Date().getFullYear() - 1;
  await expect(page.getByText(`1 Jan ${year} – 31 Dec ${year}`)).toBeVisible();

  await page.goto('/services-overview');
  const jobs = page.getByRole('table').first();
  await expect(jobs.getByRole('row').nth(1)).toContainText(englishDay);
  expect(await page.getByRole('main').innerText()).not.toMatch(americanDay);
  await context.close();
});
