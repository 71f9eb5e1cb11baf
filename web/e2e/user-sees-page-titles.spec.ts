import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { signedInPage } from './support/session';

test('[VISITOR] each public page names itself in the browser title, in the chosen language', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in – Greentech customer portal');
  await page.goto('/request-access');
  await expect(page).toHaveTitle('Request access – Greentech customer portal');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found – Greentech customer portal');
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fi');
  await expect(page).toHaveTitle('Kirjaudu sisään – Greentech-asiakasportaali');
});

test('[USER] each signed-in page has its own title, and an unknown settlements type is not found', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  const titles: [string, string][] = [
    ['/unit-summary', 'Environmental dashboard'],
    ['/services-overview', 'Jobs'],
    ['/services', 'Order pickup or delivery'],
    ['/reports-overview', 'Reports'],
    ['/report-cods', 'Certificates of destruction'],
    ['/settlements/monthly', 'Settlements'],
    ['/documents', 'Documents'],
    ['/departments', 'Main contacts'],
    ['/contact', 'Contact'],
    ['/account', 'Settings'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} – Greentech customer portal`);
  }

  await page.goto('/settlements/bogus');
  await expect(page).toHaveURL(/\/settlements\/bogus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found – Greentech customer portal');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the settlements' }).click();
  await expect(page).toHaveURL(/\/settlements\/monthly$/);
  await context.close();
});
