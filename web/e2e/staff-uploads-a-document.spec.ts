import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createDemoAdmin } from './support/demo-admin';
import { demoPassword, signedInPage } from './support/session';

/** A minimal valid PDF: what the library stores is checked only by its first bytes here. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Lower-case letters and digits: a document key made of the title keeps it as it is. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function firstBytesOf(download: Download): Promise<string> {
  const content = await readFile(await download.path());
  return content.subarray(0, 5).toString('latin1');
}

/** A staff member of the Norwegian console, signed in on a page of its own. */
async function consolePage(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  await createConsoleStaff(email, 'account_manager');
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    viewport,
  });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, email, demoPassword);
  return page;
}

test('[PROVIDER] staff upload a document with a Finnish title and customers read it in their language', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = unique();
  const english = `Packing guide for laptops ${stamp}`;
  const finnish = `Kannettavien pakkausohje ${stamp}`;
  const page = await consolePage(browser, `console-documents-${stamp}@provider.example`);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Upload a document' });
  await form.getByLabel('PDF file').setInputFiles({
    name: `laptops-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  // User guides: other tests count the demo library's certifications and packing instructions.
  await form.getByLabel('Group').selectOption('user_guides');
  await form.getByLabel('English title').fill(english);
  await form.getByLabel('Finnish').fill(finnish);
  await expect(form.getByLabel('Readers')).toHaveValue('');
  await expect(form.getByLabel('Document key')).toHaveValue(`packing-guide-for-laptops-${stamp}`);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Document uploaded: ${english}` }),
  ).toBeVisible();
  await expect(form.getByLabel('English title')).toHaveValue('');

  await page.getByLabel('Search').fill(stamp);
  const row = page.getByRole('row', { name: new RegExp(english) });
  await expect(row).toContainText(`fi: ${finnish}`);
  await expect(row).toContainText('User guides');
  await expect(row).toContainText('All languages');
  await expect(row).toContainText('All customers');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Staff check the file they uploaded: the route wants the console session's header.
  const staffDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${english}` }).click();
  expect(await firstBytesOf(await staffDownload)).toBe('%PDF-');

  // A Finnish reader sees the Finnish title, and downloads the file.
  const finnishEmail = `documents-fi-${stamp}@demo.no`;
  await createDemoAdmin(finnishEmail, 'fi');
  const reader = await signedInPage(browser, request, finnishEmail);
  await reader.page.goto(`/documents?q=${stamp}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: 'Asiakirjat' })).toBeVisible();
  await expect(reader.page.getByRole('rowheader', { name: finnish, exact: true })).toBeVisible();
  await expect(reader.page.getByText(english)).toHaveCount(0);
  const readerDownload = reader.page.waitForEvent('download');
  await reader.page.getByRole('button', { name: `Lataa ${finnish}` }).click();
  expect(await firstBytesOf(await readerDownload)).toBe('%PDF-');
  await reader.context.close();

  // An English reader sees the English title.
  const englishEmail = `documents-en-${stamp}@demo.no`;
  await createDemoAdmin(englishEmail, 'en');
  const englishReader = await signedInPage(browser, request, englishEmail);
  await englishReader.page.goto(`/documents?q=${stamp}`);
  await expect(
    englishReader.page.getByRole('rowheader', { name: english, exact: true }),
  ).toBeVisible();

  // Retired, it leaves the customers' library (and the demo library is as it was).
  await row.getByRole('button', { name: `Retire ${english}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Retire “${english}”? Customers will no longer see it.`);
  await dialog.getByRole('button', { name: 'Retire', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Document retired: ${english}` }),
  ).toBeVisible();
  await englishReader.page.reload();
  await expect(englishReader.page.getByRole('rowheader', { name: english })).toHaveCount(0);
  await englishReader.context.close();
  await page.context().close();
});

for (const language of ['fi', 'se']) {
  test(`[PROVIDER] the documents page reads on a phone in ${language}, no sideways scroll`, async ({
    browser,
  }) => {
    const page = await consolePage(
      browser,
      `console-documents-phone-${language}-${unique()}@provider.example`,
      { width: 390, height: 844 },
    );
    await page.goto(`/console/documents?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `/console/documents in ${language}`).toBe(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.context().close();
  });
}
