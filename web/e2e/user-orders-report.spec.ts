import { readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { createFiguresSupplier } from './support/figures-supplier';
import { reportLinksFor } from './support/report-mail';
import { chooseRowAction } from './support/row-menu';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('[USER] orders a report, follows its progress, downloads it and the recipient gets the link', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `reporter-${unique()}@demo.no`;
  await createDemoAdmin(email);
  const { context, page } = await signedInPage(browser, request, email);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Order report' })).toBeVisible();
  await expect(page.getByLabel('Recipient e-mail addresses')).toHaveValue(email);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('radio', { name: 'Complete report' }).check();
  await page.getByLabel('Quick selection').selectOption('last6Months');
  await page.getByLabel('Include units by').selectOption('COMPLETED_DATE');
  const colleague = `colleague-${unique()}@demo.no`;
  await page.getByLabel('Recipient e-mail addresses').fill(`${email}, ${colleague}`);
  await page.getByRole('button', { name: 'Order report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report ordered.' })).toBeVisible();

  await page.getByRole('link', { name: 'Follow its progress under Reports.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const table = page.getByRole('table', { name: /Reports, newest first/ });
  // The demo supplier's other admins order reports too: this one is sent to the colleague.
  const row = table.getByRole('row', { name: /Complete report/ }).filter({ hasText: colleague });
  await expect(row).toBeVisible();
  // Queued or generating first; the page updates by itself until the report is ready.
  await expect(row.getByText(/Queued|Generating|Ready/)).toBeVisible();
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Download XLSX/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Complete report .+\.xlsx$/);
  const saved = testInfo.outputPath('report.xlsx');
  await download.saveAs(saved);
  // An XLSX file is a zip archive.
  expect((await readFile(saved)).subarray(0, 2).toString()).toBe('PK');

  const links = await reportLinksFor(colleague);
  expect(links.some((link) => link.includes('/xlsx?key='))).toBe(true);
  const fromMail = await request.get(links.find((link) => link.includes('/csv?key='))!);
  expect(fromMail.status()).toBe(200);
  expect(fromMail.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.csv"/);
  expect(await fromMail.text()).toContain('Serial number,Manufacturer,Model');
  await context.close();
});

test('[USER] gets a certificate of destruction that the public check accepts, and an altered copy it rejects', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  // A supplier of its own, with four units in the last six months: the certificate is this test's
  // alone and quick to make, whatever certificates other tests order for the demo supplier.
  const email = `certifier-${unique()}@demo.no`;
  await createFiguresSupplier(request, email, { language: 'en', admin: true });
  const { context, page } = await signedInPage(browser, request, email);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Order report' })).toBeVisible();
  await page.getByRole('radio', { name: 'Certificate of destruction' }).check();
  await page.getByLabel('Quick selection').selectOption('last6Months');
  await page.getByRole('button', { name: 'Order report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report ordered.' })).toBeVisible();

  await page.getByRole('link', { name: 'Certificates of destruction' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Certificates of destruction' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /Certificates of destruction, newest first/ });
  // The page follows the certificate being made and lists it when it is ready.
  await expect(page.getByText('A certificate is being made.')).toBeHidden({ timeout: 30_000 });
  await expect(table.getByRole('link', { name: /^Download PDF/ })).toHaveCount(1, {
    timeout: 60_000,
  });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const number = (await table.getByRole('rowheader').first().textContent())!.trim();
  expect(number).toMatch(/^COD-NO-\d{4}-[0-9A-Z]{10}$/);
  const downloading = page.waitForEvent('download');
  await table.getByRole('link', { name: /^Download PDF/ }).click();
  const certificate = testInfo.outputPath('certificate.pdf');
  await (await downloading).saveAs(certificate);
  await context.close();

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const check = await visitor.newPage();
  await check.goto(`/verify-certificate?number=${number}`);
  await expect(
    check.getByRole('heading', { level: 1, name: 'Verify a certificate of destruction' }),
  ).toBeVisible();
  await expect(check.getByLabel('Certificate number')).toHaveValue(number);
  await check.getByLabel('Certificate file (PDF)').setInputFiles(certificate);
  await expect(check.getByLabel('SHA-256 of the file')).toHaveValue(/^[0-9a-f]{64}$/);
  await check.getByRole('button', { name: 'Verify certificate' }).click();
  await expect(check.getByRole('status')).toContainText('This certificate is genuine.');
  expect((await new AxeBuilder({ page: check }).analyze()).violations).toEqual([]);

  const altered = Buffer.from(await readFile(certificate));
  altered[altered.length - 30] = (altered[altered.length - 30]! + 1) % 256;
  const alteredPath = testInfo.outputPath('altered.pdf');
  await writeFile(alteredPath, altered);
  await check.getByLabel('Certificate file (PDF)').setInputFiles(alteredPath);
  await check.getByRole('button', { name: 'Verify certificate' }).click();
  await expect(check.getByRole('alert')).toContainText('This certificate could not be verified.');
  await visitor.close();
});

test('[USER] creates a regular report and deletes it after confirming', async ({
  browser,
  request,
}) => {
  const email = `regular-${unique()}@demo.no`;
  await createDemoAdmin(email);
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/report-subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Regular reports' })).toBeVisible();
  await page.getByRole('radio', { name: 'High level report' }).check();
  await page.getByLabel('Interval').selectOption('QUARTERLY');
  await page.getByRole('button', { name: 'Create regular report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Regular report created.' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /Reports sent automatically/ });
  const row = table.getByRole('row', { name: /High level report/ }).filter({ hasText: email });
  await expect(row).toContainText('Quarterly');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await chooseRowAction(page, 'High level report, Quarterly', 'Delete', row);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this regular report?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Regular report deleted.' }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await context.close();
});
