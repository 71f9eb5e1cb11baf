import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, failOperation } from './support/content';
import { signedInPage } from './support/session';

test('[USER] finds the documents in their groups and downloads one', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Documents and their files' });
  // In the groups' order: about us first, user guides last.
  await expect(table.locator('tbody tr').first()).toContainText('About us');
  const group = page.getByRole('combobox', { name: 'Group' });
  await group.selectOption('certifications');
  for (const title of [
    'ISO 14001 certificate',
    'ISO 27001 certificate',
    'ISO 45001 certificate',
    'ISO 9001 certificate',
    'Waste management permit',
  ]) {
    await expect(table.getByRole('rowheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await group.selectOption('packing_instructions');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await group.selectOption('');
  await expect(table.getByText(/^PDF, \d+(\.\d)? kB$/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ISO 14001 certificate' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('ISO 14001 certificate.pdf');
  const content = await readFile(await download.path());
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await context.close();
});

test('[ADMIN] sees the documents in Norwegian where they exist', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();
  await expect(page.getByText('Pakkeinstruks: sikkerhetsskap', { exact: true })).toBeVisible();
  await expect(page.getByText('Packing instructions: security cabinet')).toHaveCount(0);
  await expect(page.getByText(/^PDF, \d+(,\d)? kB$/).first()).toBeVisible();
  await context.close();
});

test('[USER] is told when the documents cannot be fetched', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await failOperation(page, 'get_document_page');
  await page.goto('/documents');
  await expect(page.getByRole('alert')).toHaveText('Could not fetch documents.');
  await context.close();
});

test('[ADMIN] in Denmark gets the Danish library and settlements in DKK', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.dk', {
    country: 'dk',
  });
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();
  await expect(page.getByText('Pakkevejledning: sikkerhedsskab', { exact: true })).toBeVisible();

  await page.goto('/settlements/quarterly');
  await expect(page.getByRole('table', { name: 'Afregninger, beløb i DKK' })).toBeVisible();
  await context.close();
});
