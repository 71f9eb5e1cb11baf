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
  await expect(agreements).toContainText('Framework agreement for ITAD services');
  await expect(agreements).toContainText('In force');
  await expect(
    agreements.getByRole('button', { name: `Download the signed terms of agreement ${number}` }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
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
