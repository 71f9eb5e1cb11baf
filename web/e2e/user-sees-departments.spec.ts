import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, failOperation } from './support/content';
import { signedInPage } from './support/session';

test('[USER] sees the main agreement, the agreement overview and the associated companies', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Main contacts' })).toBeVisible();

  const main = page.getByRole('region', { name: 'Main agreement' });
  await expect(main.getByText('Framework agreement for ITAD services')).toBeVisible();
  await expect(main.getByText(/^NO-\d{4}-017$/)).toBeVisible();
  await expect(main.getByText('Nordlys Energi ASA')).toBeVisible();

  const overview = page.getByRole('region', { name: 'Agreement overview' });
  await expect(overview.getByRole('row')).toHaveCount(4);
  await expect(overview.getByRole('row', { name: /Collection agreement/ })).toContainText(
    'Expired',
  );
  await expect(overview.getByRole('row', { name: /Data processing agreement/ })).toContainText(
    'Until terminated',
  );

  const companies = page.getByRole('region', { name: 'Associated companies' });
  await expect(companies.getByRole('row', { name: /Nordlys Nett AS/ })).toContainText(
    'Kokstaddalen 4',
  );
  await expect(companies.getByRole('row', { name: /Nordlys Nett AS/ })).toContainText('Bergen');
  await expect(companies.getByRole('row', { name: /Nordlys Nett AS/ })).toContainText('5257');
  await expect(companies.getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);

  const downloadStarted = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download terms (PDF)' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^Framework agreement NO-\d{4}-017\.pdf$/);
  const content = await readFile(await download.path());
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await context.close();
});

test('[USER] is told when the departments cannot be fetched', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await failOperation(page, 'get_departments');
  await page.goto('/departments');
  await expect(page.getByRole('alert')).toHaveText('Could not fetch departments.');
  await context.close();
});
