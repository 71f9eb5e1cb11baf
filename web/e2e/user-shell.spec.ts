import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';

test('[USER] can skip to the main content', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Til innholdet' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toHaveAttribute('title', 'Snarvei til hovedinnholdet');
  await expect(skipLink).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main#main')).toBeFocused();
  await context.close();
});

test('[USER] opens and closes the user menu', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/unit-summary');
  const trigger = page.getByRole('button', { name: /User menu for/ });
  await expect(trigger).toContainText('Lars Johansen');
  await expect(trigger).toContainText('LJ');
  await expect(page.getByRole('img', { name: 'Nordlys Energi AS' })).toBeVisible();

  await trigger.click();
  const settings = page.getByRole('link', { name: 'Settings' });
  await expect(settings).toHaveAttribute('href', '/account');
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  await trigger.click();
  await expect(settings).toBeHidden();

  await trigger.click();
  await expect(settings).toBeVisible();
  await page.mouse.click(700, 500);
  await expect(settings).toBeHidden();

  await trigger.click();
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await trigger.click();
  await settings.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(settings).toBeHidden();
  await context.close();
});

test('[USER] signs out: the session ends on the server and the token is removed', async ({
  browser,
  request,
}) => {
  const { context, page, token } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/unit-summary');
  await page.getByRole('button', { name: /User menu for/ }).click();
  const logout = page.waitForRequest(
    (sent) =>
      (sent.postDataJSON() as { operationName?: string } | null)?.operationName === 'logout',
  );
  await page.getByRole('link', { name: 'Sign out' }).click();
  await logout;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You are now signed out.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
    data: { operationName: 'get_user', query: 'query get_user { get_user { id } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await context.close();
});

test('[USER] on a 375px screen opens the menu with the hamburger', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no', {
    viewport: { width: 375, height: 740 },
  });
  await page.goto('/unit-summary');
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await expect(hamburger).toBeVisible();
  const topBar = await page.locator('header').first().boundingBox();
  expect(topBar?.height).toBe(60);
  const documentsLink = page.locator('#side-navigation a[href="/documents"]');
  await expect(documentsLink).toBeHidden();
  await hamburger.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(documentsLink).toBeVisible();
  await documentsLink.click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(documentsLink).toBeHidden();
  // The contact box at the bottom of the menu is for larger screens only.
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeHidden();
  await context.close();
});

test('[ADMIN] sees the interface in their own language once their data is in', async ({
  browser,
  request,
}) => {
  // admin@demo.no has Norwegian as language; the browser asks for English.
  const { context, page } = await signedInPage(browser, request, 'admin@demo.no');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dokumenter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await context.close();
});
