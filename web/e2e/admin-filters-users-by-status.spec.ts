import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withTestDatabase } from './support/database';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';
import { createUserListSupplier } from './support/user-list-supplier';
import { watchRequests } from './support/quiet-network';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
const htmlLanguage = { da: 'da', en: 'en', fi: 'fi', no: 'nb', se: 'sv' } as const;

test('[ADMIN] filters the users list by status, in the address and in the export', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const adminEmail = `admin-status-${unique()}@demo.no`;
  const prefix = `Us${unique()}`;
  const address = (i: number) => `${prefix.toLowerCase()}-${String(i).padStart(3, '0')}@demo.no`;
  // Every third invited, two of the rest deactivated.
  await createUserListSupplier(adminEmail, prefix, 30);
  await withTestDatabase((client) =>
    client.query(`update users set status = 'deactivated' where email = any($1)`, [
      [address(1), address(2)],
    ]),
  );
  const { context, page } = await signedInPage(browser, request, adminEmail);
  const waitForQuiet = watchRequests(page);

  await page.goto('/account/users');
  const count = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(count).toHaveText('Showing 1-20 of 31 rows');
  const table = page.getByRole('table', { name: 'The users of your company in the portal' });
  const statusFilter = page.getByRole('combobox', { name: 'Status' });
  await statusFilter.focus();
  await statusFilter.selectOption('INVITED');
  await expect(count).toHaveText('Showing 1-10 of 10 rows');
  expect(page.url()).toContain('status=INVITED');
  await expect(table.locator('tbody tr').filter({ hasText: 'Invited' })).toHaveCount(10);

  // The same view from its address.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveValue('INVITED');
  await expect(other.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    'Showing 1-10 of 10 rows',
  );
  await other.close();

  // With the search: the invited among 010-019; the export holds exactly these.
  await page.getByRole('searchbox', { name: 'Find a user' }).fill(`${prefix}01`);
  await expect(count).toHaveText('Showing 1-3 of 3 rows');
  const shownEmails = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(shownEmails).toEqual([12, 15, 18].map(address));
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await downloadStarted).createReadStream()) {
    chunks.push(chunk as Buffer);
  }
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
  expect(lines.map((cells) => cells[1])).toEqual(shownEmails);
  expect(lines.every((cells) => cells[2] === 'Invited')).toBe(true);

  // Deactivated ones, after clearing the search.
  await page.getByRole('searchbox', { name: 'Find a user' }).fill('');
  await expect(count).toHaveText('Showing 1-10 of 10 rows');
  await statusFilter.selectOption('DEACTIVATED');
  await expect(count).toHaveText('Showing 1-2 of 2 rows');
  await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText([address(1), address(2)]);
  await statusFilter.selectOption('');
  await expect(count).toHaveText('Showing 1-20 of 31 rows');
  expect(page.url()).not.toContain('status=');

  // No accessibility violations with the filter set, in any language.
  const found: { language: string; rule: string }[] = [];
  for (const language of languages) {
    await setUserLanguage(adminEmail, language);
    await page.goto('/account/users?status=DEACTIVATED');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLanguage[language]);
    await expect(page.locator('main table tbody tr')).toHaveCount(2);
    await waitForQuiet();
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(...violations.map((violation) => ({ language, rule: violation.id })));
  }
  expect(found).toEqual([]);
  await context.close();
});
