import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';

test('[LIMITED USER] sees no Reports or Settlements and is sent away from their routes', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'limited@demo.no');
  await page.goto('/unit-summary');
  const menu = page.locator('#side-navigation');
  await expect(menu.locator('li a[href="/unit-summary"]')).toBeVisible();
  await expect(menu.locator('li a[href="/services"]')).toBeVisible();
  await expect(page.locator('a[href="/reports"]')).toHaveCount(0);
  await expect(page.locator('a[href^="/settlements"]')).toHaveCount(0);
  for (const path of ['/reports', '/report-cods', '/settlements/paid']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unit-summary$/);
  }
  await context.close();
});

test('[USER] with report access sees Reports and Settlements and can open them', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/unit-summary');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.locator('a[href="/reports"]').click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(menu.locator('a[href="/reports"][aria-current="page"]')).toBeVisible();
  await page.goto('/report-subscriptions');
  // Every route of the group highlights the same entry.
  await expect(menu.locator('a[href="/reports"][aria-current="page"]')).toBeVisible();
  await page.locator('a[href="/settlements/monthly"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settlements' })).toBeVisible();
  const webshop = page.getByRole('link', { name: /Webshop/ });
  await expect(webshop).toHaveAttribute('target', '_blank');
  await expect(webshop).toHaveAttribute('rel', 'noopener');
  await expect(webshop).toHaveAttribute('href', /^https?:\/\//);
  await context.close();
});
