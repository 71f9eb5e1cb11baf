import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createJobsUser } from './support/jobs-user';
import { demoPassword, signedInPage } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signed terms as a scanner makes them: a PDF; only its first bytes are checked here. */
const signedTerms = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('[PROVIDER] staff record a main agreement with its signed terms until the customer reads and downloads it', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = unique();
  const company = `Havbris Logistikk ${stamp} AS`;
  const customerEmail = `havbris-${stamp}@havbris.example`;
  await createJobsUser(customerEmail, company, { admin: true });
  const number = `FA-${stamp}`.toUpperCase();

  const staffEmail = `console-agreements-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'account_manager');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);
  await page.goto(`/console/customers?q=${encodeURIComponent(customerEmail)}`);
  await page.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();

  const agreements = page.getByRole('region', { name: 'Agreements' });
  await expect(agreements).toContainText('No agreements recorded for this customer yet.');
  await agreements.getByLabel('Agreement number').fill(number);
  await agreements.getByLabel('Title (English)').fill('Framework agreement for ITAD services');
  await agreements.getByLabel('Norwegian').fill('Rammeavtale for ITAD-tjenester');
  await agreements.getByLabel('Valid from').fill('2026-01-01');
  await agreements.getByLabel('Signed terms (PDF, optional)').setInputFiles({
    name: `${number}.pdf`,
    mimeType: 'application/pdf',
    buffer: signedTerms,
  });
  await agreements.getByLabel(/^Main agreement/).check();
  await agreements.getByRole('button', { name: 'Record agreement' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Agreement ${number} recorded.` }),
  ).toBeVisible();
  // The agreements' table: the title with its Main tag and number, its status, its terms.
  const row = agreements.getByRole('row', { name: /Framework agreement for ITAD services/ });
  await expect(row).toContainText('Main agreement');
  await expect(row).toContainText(`No. ${number}`);
  await expect(row).toContainText('Until further notice');
  await expect(row).toContainText('In force');
  await expect(
    row.getByRole('button', { name: `Download the signed terms of agreement ${number}` }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The list as a file: the customer's agreements, as the table shows them.
  const exported = page.waitForEvent('download');
  await agreements.getByRole('button', { name: 'Export CSV' }).click();
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(/^customer-agreements-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile(await file.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1')));
  expect(rows).toEqual([
    [
      'Agreement number',
      'Title',
      'Main agreement',
      'Valid from',
      'Valid to',
      'Status',
      'Signed terms',
    ],
    [number, 'Framework agreement for ITAD services', 'Yes', '2026-01-01', '', 'In force', 'Yes'],
  ]);
  await context.close();

  // The customer reads it on its main contacts page and downloads the signed terms.
  const customer = await signedInPage(browser, request, customerEmail);
  await customer.page.goto('/departments');
  const main = customer.page.getByRole('region', { name: 'Main agreement' });
  await expect(main.getByText('Framework agreement for ITAD services')).toBeVisible();
  await expect(main.getByText(number)).toBeVisible();
  const downloading = customer.page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download terms (PDF)' }).click();
  const content = await readFile(await (await downloading).path());
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await customer.context.close();
});
