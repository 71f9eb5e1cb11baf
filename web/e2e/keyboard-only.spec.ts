import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { tabTo } from './support/keyboard';
import { demoPassword, signedInPage } from './support/session';
import { createSettingsUser } from './support/settings-user';

test('[VISITOR] signs in with the keyboard alone and skips to the content', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type('user@demo.no');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/unit-summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab on a signed-in page reaches the skip link; Enter moves on to the content.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Til innholdet' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('[USER] changes settings with the keyboard alone', async ({ browser, request }) => {
  const email = `keyboard-${randomUUID().slice(0, 8)}@test.example`;
  await createSettingsUser(email, { firstName: 'Kim', lastName: 'Keys', language: 'en' });
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await tabTo(page, page.getByLabel('Phone'));
  await page.keyboard.type('+47 900 11 222');
  await tabTo(page, page.getByLabel('Job title'));
  await page.keyboard.type('Logistics lead');
  await tabTo(page, page.getByLabel('Language'));
  // A native select: the arrow keys choose while it is closed.
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /saved|lagret|gemt|tallennettu|sparade/i }),
  ).toBeVisible();
  await context.close();
});
