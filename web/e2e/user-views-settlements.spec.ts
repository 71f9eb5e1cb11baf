import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { signedInPage } from './support/session';

test('[USER] views settlements by period and status, opens lines, downloads the PDF and exports the tab', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/settlements/monthly');
  await expect(page.getByRole('heading', { level: 1, name: 'Settlements' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Settlements' });
  for (const tab of ['Monthly', 'Quarterly', 'Yearly', 'Unpaid', 'Paid', 'Settled']) {
    await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Settlements, amounts in NOK' });
  await expect(table.locator(':scope > tbody > tr:not([hidden])')).toHaveCount(4);
  await expect(table.locator(':scope > tfoot')).toContainText('Total (4 settlements)');
  await expect(table.locator(':scope > tfoot')).toContainText('NOK');
  await expectNoAxeViolations(page);

  // The lines of the newest settlement, the provider's texts in the reader's language (English).
  const toggle = table.locator(':scope > tbody > tr').first().getByRole('button').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = page.getByRole('table', { name: /^Lines of settlement NO-\d{6}-M1$/ });
  await expect(lines.getByRole('row', { name: /Laptops, graded and resold/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // Closed again: the lines' own search and export go with them.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  const pdfStarted = page.waitForEvent('download');
  await table
    .getByRole('button', { name: /^Download settlement NO-\d{6}-M1 \(PDF\)$/ })
    .first()
    .click();
  const pdf = await pdfStarted;
  expect(pdf.suggestedFilename()).toMatch(/^Settlement NO-\d{6}-M1\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csvStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvStarted;
  expect(csv.suggestedFilename()).toBe('settlements-monthly.csv');
  const rows = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
  expect(rows).toHaveLength(5);
  // The export is the page's view: the period type as the page names it.
  expect(rows.slice(1).every((row) => row.includes(',Month,'))).toBe(true);

  // Sorted on the server by a header button; the order and the search live in the address.
  const netHeader = table
    .locator(':scope > thead')
    .getByRole('columnheader', { name: 'Net amount' });
  await netHeader.getByRole('button').click();
  await expect(netHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(page.url()).toContain('sort=net_amount');
  // The rows' net amounts as shown, once the page has the new order (read until it has).
  const netAmounts = async () => {
    const headers = await table.locator(':scope > thead th').allTextContents();
    const column = headers.findIndex((header) => header.includes('Net amount')) + 1;
    const cells = table.locator(`:scope > tbody > tr:not([hidden]) > :nth-child(${column})`);
    return (await cells.allTextContents()).map((text) => Number(text.replace(/[^\d.-]/g, '')));
  };
  const ordered = (amounts: number[], direction: 1 | -1) =>
    amounts.length > 1 &&
    amounts.every(
      (amount, index) => index === 0 || (amount - amounts[index - 1]!) * direction >= 0,
    );
  await expect.poll(async () => ordered(await netAmounts(), 1)).toBe(true);
  await netHeader.getByRole('button').click();
  await expect(netHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => ordered(await netAmounts(), -1)).toBe(true);
  await page.getByRole('searchbox', { name: 'Search the list' }).fill('no-such-settlement');
  await expect(
    page.getByRole('status').filter({ hasText: 'No settlements in this view.' }),
  ).toBeVisible();
  expect(page.url()).toContain('q=no-such-settlement');
  await expectNoAxeViolations(page);

  // The status tabs filter by status.
  await tabs.getByRole('link', { name: 'Unpaid', exact: true }).click();
  await expect(page).toHaveURL(/\/settlements\/unpaid$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Unpaid settlements' })).toBeVisible();
  const unpaid = page.getByRole('table', { name: 'Settlements, amounts in NOK' });
  await expect(unpaid.locator(':scope > tbody > tr:not([hidden])')).toHaveCount(3);
  await expect(unpaid.locator(':scope > tbody > tr:not([hidden])').getByText('Unpaid')).toHaveCount(
    3,
  );
  await context.close();
});

test('[USER] without report access is sent away from the settlements', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'limited@demo.no');
  await page.goto('/settlements/paid');
  await expect(page).toHaveURL(/\/unit-summary$/);
  await expect(page.getByRole('link', { name: 'Oppgjør' })).toHaveCount(0);
  await context.close();
});
