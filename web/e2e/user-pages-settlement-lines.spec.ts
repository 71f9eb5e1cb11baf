import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withTestDatabase } from './support/database';
import { setUserLanguage } from './support/report-list-supplier';
import { signedInPage } from './support/session';
import { watchRequests } from './support/quiet-network';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
const htmlLanguage = { da: 'da', en: 'en', fi: 'fi', no: 'nb', se: 'sv' } as const;

/**
 * A supplier of its own with a user with report access (the demo password, English) and one
 * monthly settlement of 45 lines "Item <i>" (two digits): quantity i, resale value 100 * i and
 * service costs 10 * (i % 7), laptops (odd) and phones (even). Returns the settlement number.
 */
async function settlementWithLines(email: string, number: string): Promise<void> {
  await withTestDatabase(async (client) => {
    const supplierId = (
      await client.query<{ id: string }>(
        `insert into suppliers (company) values ($1) returning id`,
        [`Lines ${number} AS`],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status, language,
         is_admin, has_report_access, password_hash, registered_at)
       select $1, $2, 'Sara', 'Settlement', 'norway', 'active', 'en', false, true, password_hash,
         now()
       from users where email = 'admin@demo.no'`,
      [supplierId, email],
    );
    const settlementId = (
      await client.query<{ id: string }>(
        `insert into settlements (supplier_id, settlement_number, period_type, period_start,
           period_end, currency, resale_value, service_costs)
         values ($1, $2, 'monthly', '2026-09-01', '2026-09-30', 'NOK', 103500, 1350)
         returning id`,
        [supplierId, number],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into settlement_lines (settlement_id, position, description, category, quantity,
         resale_value, service_costs)
       select $1, i, 'Item ' || lpad(i::text, 2, '0'),
         case when i % 2 = 0 then 'Phones' else 'Laptops' end, i, 100 * i, 10 * (i % 7)
       from generate_series(1, 45) as i`,
      [settlementId],
    );
  });
}

test('[USER] pages, sorts, searches and exports a settlement’s many lines', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `lines-${unique()}@demo.no`;
  const number = `NO-L${unique().toUpperCase()}`;
  await settlementWithLines(email, number);
  const { context, page } = await signedInPage(browser, request, email);
  const waitForQuiet = watchRequests(page);

  await page.goto('/settlements/monthly');
  const settlements = page.getByRole('table', { name: 'Settlements, amounts in NOK' });
  const toggle = settlements.getByRole('button', { name: new RegExp(`^${number}`) });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = page.getByRole('table', { name: `Lines of settlement ${number}` });
  const count = page.getByRole('status').filter({ hasText: /^Showing.*of 45 rows$/ });
  await expect(count).toHaveText('Showing 1-20 of 45 rows');
  await expect(lines.locator('tbody tr').first()).toContainText('Item 01');

  // By net amount with the keyboard, largest first, then the next page; the view is in the address.
  const netHeader = lines.getByRole('columnheader', { name: /Net amount/ });
  await netHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(netHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(netHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(lines.locator('tbody tr').first()).toContainText('Item 45');
  await page
    .getByRole('navigation', { name: 'Pages of the list' })
    .getByRole('button', { name: 'Next page' })
    .click();
  await expect(count).toHaveText('Showing 21-40 of 45 rows');
  expect(page.url()).toContain(`lines-${number}-sort=net_amount`);
  expect(page.url()).toContain(`lines-${number}-page=2`);
  expect(page.url()).toContain('open=');

  // The search narrows the lines; the export holds exactly the lines shown, in their order.
  await page.getByRole('searchbox', { name: 'Search the lines' }).fill('Item 1');
  const searched = page.getByRole('status').filter({ hasText: /^Showing 1-10 of 10 rows$/ });
  await expect(searched).toBeVisible();
  const shown = await lines.locator('tbody tr td:first-child').allTextContents();
  expect(shown).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10].map((i) => `Item ${i}`));
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const started = page.waitForEvent('download');
  await lines.locator('xpath=ancestor::td[1]').getByRole('button', { name: 'Export CSV' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toMatch(/^settlement-lines-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const rows = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));
  expect(rows[0]).toEqual([
    'Line',
    'Description',
    'Category',
    'Quantity',
    'Resale value',
    'Service costs',
    'Net amount',
    // The export always has the line's job and its units' value; empty here, no line names one.
    'Job',
    "Units' value",
  ]);
  expect(rows.slice(1).map((row) => row[1])).toEqual(shown);

  // No accessibility violations with the lines open, in any language.
  const found: { language: string; rule: string }[] = [];
  const view = new URL(page.url());
  for (const language of languages) {
    await setUserLanguage(email, language);
    await page.goto(`${view.pathname}${view.search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLanguage[language]);
    // The address keeps the settlement open with its lines' view.
    await expect(page.locator('main table table tbody tr')).toHaveCount(10);
    await waitForQuiet();
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(...violations.map((violation) => ({ language, rule: violation.id })));
  }
  expect(found).toEqual([]);
  await context.close();
});
