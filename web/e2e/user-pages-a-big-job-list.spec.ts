import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createJobListGroup } from './support/job-list-group';
import { signedInPage } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[USER] sorts, pages, filters, shares and exports a master account’s job list', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `list-${unique()}@demo.no`;
  const prefix = `JL${unique().toUpperCase()}-`;
  const { sub } = await createJobListGroup(email, prefix, 250);
  const { context, page } = await signedInPage(browser, request, email);

  await page.goto('/services-overview');
  await expect(page.getByRole('heading', { name: '250 jobs' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(count).toHaveText('Showing 1-20 of 250 rows');
  const table = page.getByRole('table', { name: 'Your jobs' });
  await expect(table.getByRole('row')).toHaveCount(21);
  // The whole group, with a company column.
  await expect(table.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Sort by job number with the keyboard: the header is a button, aria-sort tells the order.
  const numberHeader = table.getByRole('columnheader', { name: /Job number/ });
  await expect(numberHeader).toHaveAttribute('aria-sort', 'none');
  await numberHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('rowheader').first()).toHaveText(`${prefix}00001`);
  await numberHeader.getByRole('button').click();
  await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('rowheader').first()).toHaveText(`${prefix}00250`);

  // The next page, then the same view from its address in another tab.
  await page
    .getByRole('navigation', { name: 'Pages of the list' })
    .getByRole('button', {
      name: 'Next page',
    })
    .click();
  await expect(count).toHaveText('Showing 21-40 of 250 rows');
  await expect(table.getByRole('rowheader').first()).toHaveText(`${prefix}00230`);
  const shared = page.url();
  expect(shared).toContain('sort=job_number');
  expect(shared).toContain('dir=DESC');
  expect(shared).toContain('page=2');
  const other = await context.newPage();
  await other.goto(shared);
  await expect(
    other.getByRole('table', { name: 'Your jobs' }).getByRole('rowheader').first(),
  ).toHaveText(`${prefix}00230`);
  await other.close();

  // The text filter and one company of the group narrow the list; the address keeps both.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Bergen');
  await expect(count).toHaveText('Showing 1-20 of 35 rows');
  await page.getByLabel('Company', { exact: true }).selectOption({ label: sub });
  await expect(count).toHaveText('Showing 1-7 of 7 rows');
  expect(page.url()).toContain('q=Bergen');
  expect(page.url()).toContain('company=');
  const shownNumbers = await table.getByRole('rowheader').allTextContents();
  expect(shownNumbers).toEqual(
    [245, 210, 175, 140, 105, 70, 35].map((i) => `${prefix}${String(i).padStart(5, '0')}`),
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The export holds exactly what the filter shows, in the same order.
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shownNumbers);
  expect(lines[1]).toContain(sub);

  const xlsxStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  expect((await xlsxStarted).suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await context.close();
});
