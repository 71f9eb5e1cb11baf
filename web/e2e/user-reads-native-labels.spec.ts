import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('[USER] in Finnish reads "Rajaa laitteet päivämäärän mukaan" and "Valmistunut" for the completion date', async ({
  browser,
  request,
}) => {
  const email = `finnish-${unique()}@demo.no`;
  await createDemoAdmin(email, 'fi');
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/reports');
  const dateColumn = page.getByRole('combobox', { name: 'Rajaa laitteet päivämäärän mukaan' });
  await expect(dateColumn).toBeVisible();
  await expect(dateColumn.getByRole('option', { name: 'Valmistunut' })).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText('mukaan päivämäärän mukaan');
  await expectNoAxeViolations(page);
  await context.close();
});

test("[USER] in Swedish sees a settlement's status in the singular, the tab in the plural", async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.se', {
    country: 'se',
  });
  await page.goto('/settlements/unpaid');
  await expect(
    page.getByRole('navigation', { name: 'Avräkningar' }).getByRole('link', { name: 'Obetalda' }),
  ).toBeVisible();
  const rows = page.getByRole('table').first().locator(':scope > tbody > tr:not([hidden])');
  await expect(rows.first()).toContainText('Obetald');
  await expect(page.getByRole('table').first().locator(':scope > tbody')).not.toContainText(
    'Obetalda',
  );
  await expectNoAxeViolations(page);
  await context.close();
});
