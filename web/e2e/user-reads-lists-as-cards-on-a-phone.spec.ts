import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

for (const language of ['en', 'no'] as const) {
  test(`[ADMIN] reads the job list as cards on a 390 px phone and sorts it there, in ${language}`, async ({
    browser,
    request,
  }) => {
    const email = `cards-${language}-${Date.now()}@demo.no`;
    await createDemoAdmin(email, language);
    const { context, page } = await signedInPage(browser, request, email, {
      viewport: { width: 390, height: 844 },
    });
    const words = {
      en: { sortBy: 'Sort by', numberAscending: 'Job number, ascending', status: 'Status' },
      no: {
        sortBy: 'Sorter etter',
        numberAscending: 'Oppdragsnummer, stigende',
        status: 'Status',
      },
    }[language];
    await page.goto('/services-overview');
    const table = page.locator('main table').first();
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow).toBeVisible();

    // A card: as wide as the list, no header row and no sideways scrolling, each value named.
    await expect(table.getByRole('columnheader')).toHaveCount(0);
    const sizes = await table.evaluate((element) => ({
      region: element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(sizes).toEqual({ region: 0, page: 0 });
    const statusLabel = await firstRow
      .locator(`td[data-label="${words.status}"]`)
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(statusLabel).toBe(`"${words.status}"`);

    // The headers' sorting moves into a control of its own.
    const sortBy = page.getByLabel(words.sortBy);
    await expect(sortBy).toBeVisible();
    await sortBy.selectOption({ label: words.numberAscending });
    await expect(page).toHaveURL(/sort=job_number/);
    await expect(page).toHaveURL(/dir=ASC/);
    // The cards follow the new order once the page has it.
    await expect
      .poll(async () => {
        const numbers = await table.locator('tbody th').allTextContents();
        return numbers.length > 1 && numbers.join() === [...numbers].sort().join();
      })
      .toBe(true);
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await context.close();
  });
}

test('[ADMIN] sorts by the headers on a laptop, where the phone control is hidden', async ({
  browser,
  request,
}) => {
  const email = `cards-laptop-${Date.now()}@demo.no`;
  await createDemoAdmin(email);
  const { context, page } = await signedInPage(browser, request, email, {
    viewport: { width: 1366, height: 900 },
  });
  await page.goto('/services-overview');
  await expect(page.getByRole('columnheader', { name: /Job number/ })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toBeHidden();
  await context.close();
});
