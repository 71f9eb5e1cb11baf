import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';
import { createUserListSupplier } from './support/user-list-supplier';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[ADMIN] sorts, pages, filters, shares and exports the users list', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // Before the users' addresses in the alphabet.
  const adminEmail = `admin-list-${unique()}@demo.no`;
  const prefix = `Ul${unique()}`;
  await createUserListSupplier(adminEmail, prefix, 45);
  const { context, page } = await signedInPage(browser, request, adminEmail);

  await page.goto('/account/users');
  const count = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(count).toHaveText('Showing 1-20 of 46 rows');
  const table = page.getByRole('table', { name: 'The users of your company in the portal' });
  await expect(table.getByRole('row')).toHaveCount(21);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Sort by e-mail with the keyboard, newest letters first.
  const emailHeader = table.getByRole('columnheader', { name: /E-mail/ });
  await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
  await emailHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText(`${prefix.toLowerCase()}-045@demo.no`);

  // The next page, then the same view from its address in another tab.
  await page
    .getByRole('navigation', { name: 'Pages of the list' })
    .getByRole('button', { name: 'Next page' })
    .click();
  await expect(count).toHaveText('Showing 21-40 of 46 rows');
  await expect(table.getByRole('row').nth(1)).toContainText(`${prefix.toLowerCase()}-025@demo.no`);
  const shared = page.url();
  expect(shared).toContain('sort=email');
  expect(shared).toContain('dir=DESC');
  expect(shared).toContain('page=2');
  const other = await context.newPage();
  await other.goto(shared);
  await expect(
    other
      .getByRole('table', { name: 'The users of your company in the portal' })
      .getByRole('row')
      .nth(1),
  ).toContainText(`${prefix.toLowerCase()}-025@demo.no`);
  await other.close();

  // The filter narrows the list by name; the address keeps it.
  await page.getByRole('searchbox', { name: 'Find a user' }).fill(`${prefix}01`);
  await expect(count).toHaveText('Showing 1-10 of 10 rows');
  expect(page.url()).toContain(`q=${prefix}01`);
  // The e-mail cells (the name is the row's header cell, the first of the row).
  const shownEmails = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(shownEmails).toEqual(
    [19, 18, 17, 16, 15, 14, 13, 12, 11, 10].map(
      (i) => `${prefix.toLowerCase()}-${String(i).padStart(3, '0')}@demo.no`,
    ),
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The export holds exactly what the filter shows, in the same order.
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^supplier-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Name,E-mail,Status,Administrator,Report access,Last sign-in');
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(shownEmails);

  const xlsxStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  expect((await xlsxStarted).suggestedFilename()).toMatch(
    /^supplier-users-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  await context.close();
});
