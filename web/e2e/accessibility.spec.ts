import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';

test('[VISITOR] finds no accessibility violations on the login screen', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});

test('[USER] finds no accessibility violations in the signed-in shell', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/report-cods');
  await expect(page.getByRole('button', { name: /User menu for/ })).toBeVisible();
  const closed = await new AxeBuilder({ page }).analyze();
  expect(closed.violations).toEqual([]);
  await page.getByRole('button', { name: /User menu for/ }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  const open = await new AxeBuilder({ page }).analyze();
  expect(open.violations).toEqual([]);
  await context.close();
});

test('[USER] finds no accessibility violations in the mobile menu', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no', {
    viewport: { width: 375, height: 740 },
  });
  await page.goto('/unit-summary');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#side-navigation a[href="/documents"]')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await context.close();
});
