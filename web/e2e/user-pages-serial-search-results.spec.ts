import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createSerialSearchUnits } from './support/serial-search-units';
import { signedInPage } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[USER] sorts, pages, shares and exports the serial search results', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `serial-${unique()}@demo.no`;
  const prefix = `SS${unique().toUpperCase()}`;
  await createSerialSearchUnits(email, prefix, 45);
  const { context, page } = await signedInPage(browser, request, email);

  await page.goto('/unit-summary');
  const region = page.getByRole('region', { name: 'Find a unit' });
  await region.getByRole('searchbox', { name: 'Serial number' }).fill(prefix);
  await expect(region.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    '45 units found',
  );
  const serials = region.getByRole('heading', { level: 3 });
  await expect(serials).toHaveCount(20);
  await expect(serials.first()).toHaveText(`${prefix}001`);

  // Newest received first, then the next page; the address keeps the search and its view.
  await region.getByLabel('Sort by').selectOption({ label: 'Received' });
  await region.getByLabel('Order').selectOption('DESC');
  await expect(serials.first()).toHaveText(`${prefix}045`);
  await region
    .getByRole('navigation', { name: 'Pages of the list' })
    .getByRole('button', { name: 'Next page' })
    .click();
  await expect(serials.first()).toHaveText(`${prefix}025`);
  expect(page.url()).toContain(`serial-q=${prefix}`);
  expect(page.url()).toContain('serial-sort=received');
  expect(page.url()).toContain('serial-page=2');
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(
    other.getByRole('region', { name: 'Find a unit' }).getByRole('heading', { level: 3 }).first(),
  ).toHaveText(`${prefix}025`);
  await other.close();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The export holds every unit found, in the order shown.
  const downloadStarted = page.waitForEvent('download');
  await region.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^serial-search-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    Array.from({ length: 45 }, (_, index) => `${prefix}${String(45 - index).padStart(3, '0')}`),
  );
  await context.close();
});
