import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { withTestDatabase } from './support/database';
import { createReportListSupplier, setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';
import { watchRequests } from './support/quiet-network';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
const htmlLanguage = { da: 'da', en: 'en', fi: 'fi', no: 'nb', se: 'sv' } as const;

async function csvLinesOf(download: Download): Promise<string[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

/** Downloads the CSV export and returns its column of recipients (the values hold no commas). */
async function exportedRecipients(page: Page, fileName: RegExp): Promise<string[]> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toMatch(fileName);
  const [header, ...rows] = await csvLinesOf(download);
  const column = header!.indexOf('Recipient');
  return rows.map((row) => row[column]!);
}

test('[USER] pages, sorts, filters, shares and exports the ordered reports, which follow their status', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const adminEmail = `report-list-${unique()}@demo.no`;
  const prefix = `Rl${unique()}`;
  const address = (i: number) => `${prefix.toLowerCase()}-${String(i).padStart(3, '0')}@demo.no`;
  const supplierId = await createReportListSupplier(adminEmail, prefix, 45);
  // One report in the making: the page asks again until it is ready.
  await withTestDatabase((client) =>
    client.query(
      `update reports set status = 'GENERATING', units_done = 40, units_total = 100,
         completed_at = null, available_until = null
       where supplier_id = $1 and recipients = array[$2]`,
      [supplierId, address(11)],
    ),
  );
  const { context, page } = await signedInPage(browser, request, adminEmail);

  await page.goto('/reports-overview');
  const count = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(count).toHaveText('Showing 1-20 of 45 rows');
  const table = page.getByRole('table', { name: /Reports, newest first/ });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('row').nth(1)).toContainText(address(45));

  // Sort by the period with the keyboard, earliest first; then the next page.
  const datesHeader = table.getByRole('columnheader', { name: /Dates/ });
  await expect(datesHeader).toHaveAttribute('aria-sort', 'none');
  await datesHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(datesHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText(address(1));
  await page
    .getByRole('navigation', { name: 'Pages of the list' })
    .getByRole('button', { name: 'Next page' })
    .click();
  await expect(count).toHaveText('Showing 21-40 of 45 rows');
  await expect(table.getByRole('row').nth(1)).toContainText(address(21));
  const shared = page.url();
  expect(shared).toContain('sort=period');
  expect(shared).toContain('dir=ASC');
  expect(shared).toContain('page=2');
  const other = await context.newPage();
  await other.goto(shared);
  await expect(
    other
      .getByRole('table', { name: /Reports, newest first/ })
      .getByRole('row')
      .nth(1),
  ).toContainText(address(21));
  await other.close();

  // The search narrows the list; the report in the making turns ready by itself, and the view
  // (page, order, search) stays.
  await page.getByRole('searchbox', { name: 'Search the list' }).fill(`${prefix}-01`);
  await expect(count).toHaveText('Showing 1-10 of 10 rows');
  const making = table.getByRole('row').filter({ hasText: address(11) });
  await expect(making).toContainText('Generating');
  const filteredUrl = page.url();
  expect(filteredUrl).toContain(`q=${prefix}-01`);
  await withTestDatabase((client) =>
    client.query(
      `update reports set status = 'READY', units_done = 100, completed_at = now(),
         available_until = now() + interval '30 days'
       where supplier_id = $1 and recipients = array[$2]`,
      [supplierId, address(11)],
    ),
  );
  await expect(making.getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toBe(filteredUrl);
  await expect(count).toHaveText('Showing 1-10 of 10 rows');

  // The status filter joins the search, in the address too; the export holds exactly these.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('FAILED');
  await expect(count).toHaveText('Showing 1-3 of 3 rows');
  expect(page.url()).toContain('status=FAILED');
  const shown = [12, 15, 18].map(address);
  for (const [index, recipient] of shown.entries()) {
    await expect(table.getByRole('row').nth(index + 1)).toContainText(recipient);
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(await exportedRecipients(page, /^reports-\d{4}-\d{2}-\d{2}\.csv$/)).toEqual(shown);
  const xlsxStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  expect((await xlsxStarted).suggestedFilename()).toMatch(/^reports-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await context.close();
});

test('[USER] pages, sorts, filters, shares and exports the regular reports', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const adminEmail = `subscription-list-${unique()}@demo.no`;
  const prefix = `Sl${unique()}`;
  const address = (i: number) => `${prefix.toLowerCase()}-${String(i).padStart(3, '0')}@demo.no`;
  await createReportListSupplier(adminEmail, prefix, 45);
  const { context, page } = await signedInPage(browser, request, adminEmail);

  await page.goto('/report-subscriptions');
  const count = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(count).toHaveText('Showing 1-20 of 45 rows');
  const table = page.getByRole('table', { name: /Reports sent automatically/ });
  await expect(table.getByRole('row').nth(1)).toContainText(address(45));

  // By creator with the keyboard: A to Z, then Z to A, then the next page.
  const creatorHeader = table.getByRole('columnheader', { name: /Created by/ });
  await creatorHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(creatorHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText('Creator 001');
  await page.keyboard.press('Enter');
  await expect(creatorHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText('Creator 045');
  await page
    .getByRole('navigation', { name: 'Pages of the list' })
    .getByRole('button', { name: 'Next page' })
    .click();
  await expect(count).toHaveText('Showing 21-40 of 45 rows');
  await expect(table.getByRole('row').nth(1)).toContainText('Creator 025');
  expect(page.url()).toMatch(/sort=created_by.*dir=DESC|dir=DESC.*sort=created_by/);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(
    other
      .getByRole('table', { name: /Reports sent automatically/ })
      .getByRole('row')
      .nth(1),
  ).toContainText('Creator 025');
  await other.close();

  // The search, kept in the address; a paused one still offers its take-over.
  await page.getByRole('searchbox', { name: 'Search the list' }).fill(`${prefix}-00`);
  await expect(count).toHaveText('Showing 1-9 of 9 rows');
  expect(page.url()).toContain(`q=${prefix}-00`);
  const shown = [9, 8, 7, 6, 5, 4, 3, 2, 1].map(address);
  for (const [index, recipient] of shown.entries()) {
    await expect(table.getByRole('row').nth(index + 1)).toContainText(recipient);
  }
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: address(8) })
      .getByRole('button', { name: /^Take over regular report/ }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(await exportedRecipients(page, /^report-subscriptions-\d{4}-\d{2}-\d{2}\.csv$/)).toEqual(
    shown,
  );
  await context.close();
});

test('[USER] the ordered and regular reports lists have no accessibility violations in any language', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const adminEmail = `report-list-axe-${unique()}@demo.no`;
  const prefix = `Ra${unique()}`;
  await createReportListSupplier(adminEmail, prefix, 25);
  const { context, page } = await signedInPage(browser, request, adminEmail);
  const waitForQuiet = watchRequests(page);
  const found: { language: string; route: string; rule: string }[] = [];
  for (const language of languages) {
    await setUserLanguage(adminEmail, language);
    for (const route of [
      '/reports-overview?status=READY&sort=status',
      '/report-subscriptions?page=2',
    ]) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLanguage[language]);
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      await waitForQuiet();
      const { violations } = await new AxeBuilder({ page }).analyze();
      found.push(...violations.map((violation) => ({ language, route, rule: violation.id })));
    }
  }
  expect(found).toEqual([]);
  await context.close();
});

test('[USER] of a master account narrows both reports lists to one company of its group', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const adminEmail = `report-group-${unique()}@demo.no`;
  const prefix = `Rg${unique()}`;
  const [north, south] = await withTestDatabase(async (client) => {
    const master = (
      await client.query<{ id: string }>(
        `insert into suppliers (company, is_master_account) values ($1, true) returning id`,
        [`${prefix} Group AS`],
      )
    ).rows[0]!.id;
    const departments: string[] = [];
    for (const name of ['North', 'South']) {
      departments.push(
        (
          await client.query<{ id: string }>(
            `insert into suppliers (company, parent_supplier_id) values ($1, $2) returning id`,
            [`${prefix} ${name} AS`, master],
          )
        ).rows[0]!.id,
      );
    }
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status, language,
         is_admin, has_report_access, password_hash, registered_at)
       select $1, $2, 'Astrid', 'Admin', 'norway', 'active', 'en', true, true, password_hash, now()
       from users where email = 'admin@demo.no'`,
      [master, adminEmail],
    );
    // Three reports and two regular reports for each department.
    await client.query(
      `insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
         date_to, date_column, language, download_key, status, recipients, scope_supplier_id,
         completed_at, available_until)
       select $1, 'Astrid Admin', $2 || '-key-' || i, 'COMPLETE', 'Report', '2026-01-01',
         '2026-01-31', 'COMPLETED_DATE', 'en', md5($2 || i) || md5(i::text), 'READY',
         array[lower($2) || '-' || i || '@demo.no'], (array[$3, $4]::uuid[])[i % 2 + 1], now(),
         now() + interval '30 days'
       from generate_series(1, 6) as i`,
      [master, prefix, departments[0], departments[1]],
    );
    await client.query(
      `insert into report_subscriptions (supplier_id, kind, interval, date_column, recipients,
         language, created_by_name, scope_supplier_id)
       select $1, 'COMPLETE', 'MONTHLY', 'COMPLETED_DATE',
         array[lower($2) || '-' || i || '@demo.no'], 'en', 'Astrid Admin',
         (array[$3, $4]::uuid[])[i % 2 + 1]
       from generate_series(1, 4) as i`,
      [master, prefix, departments[0], departments[1]],
    );
    return departments;
  });
  const { context, page } = await signedInPage(browser, request, adminEmail);

  await page.goto('/reports-overview');
  const count = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(count).toHaveText('Showing 1-6 of 6 rows');
  const company = page.getByRole('combobox', { name: 'Company' });
  await expect(company.getByRole('option')).toHaveText([
    'Whole group',
    `${prefix} Group AS`,
    `${prefix} North AS`,
    `${prefix} South AS`,
  ]);
  await company.selectOption(north!);
  await expect(count).toHaveText('Showing 1-3 of 3 rows');
  expect(page.url()).toContain(`company=${north}`);
  const table = page.getByRole('table', { name: /Reports, newest first/ });
  await expect(table.locator('tbody tr').filter({ hasText: `${prefix} North AS` })).toHaveCount(3);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const recipients = await exportedRecipients(page, /^reports-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(recipients.sort()).toEqual([2, 4, 6].map((i) => `${prefix.toLowerCase()}-${i}@demo.no`));

  await page.goto(`/report-subscriptions?company=${south}`);
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(south!);
  await expect(count).toHaveText('Showing 1-2 of 2 rows');
  await expect(
    page
      .getByRole('table', { name: /Reports sent automatically/ })
      .locator('tbody tr')
      .filter({ hasText: `${prefix} South AS` }),
  ).toHaveCount(2);
  await context.close();
});
