import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUserWithoutPassword, mailsTo, resetLinkFor } from './support/mail';

test('[VISITOR] asks for a reset link, opens it from the mail, sets a password and is signed in', async ({
  page,
}) => {
  const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.no`;
  await createUserWithoutPassword(email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The login form stays on screen while the reset page's chunk loads (navigation runs in a
  // transition); type only once the reset page is there.
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('Reset link sent.');
  await expect(page.getByRole('status')).toBeFocused();

  const link = await resetLinkFor(email);
  expect(link).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{43}\?location=no$/);
  expect(mailsTo(email)).toHaveLength(1);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  // The code names the account: the page does not ask for the e-mail again.
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByLabel('New password', { exact: true }).fill('Fjord-tur-42');
  await page.getByLabel('Repeat new password').fill('Fjord-tur-43');
  await page.getByRole('button', { name: 'Save new password' }).click();
  const repeat = page.getByLabel('Repeat new password');
  await expect(page.getByText('Passwords is not equal.')).toBeVisible();
  await expect(repeat).toHaveAttribute('aria-invalid', 'true');
  await expect(repeat).toHaveAccessibleDescription('Passwords is not equal.');
  await expect(repeat).toBeFocused();

  await page.getByLabel('New password', { exact: true }).fill('password1');
  await repeat.fill('password1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This password is too common. Choose another one.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Fjord-tur-42');
  await repeat.fill('Fjord-tur-42');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/unit-summary$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();

  // The link was single use.
  await page.evaluate(() => localStorage.removeItem('jwt'));
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
});

test('[VISITOR] gets the same confirmation for an e-mail without an account', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('E-mail').fill('nobody-here@demo.no');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('Reset link sent.');
});

test('[VISITOR] finds no accessibility violations on the reset pages', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto('/reset-password/not-a-real-code-0000000000?location=no');
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();
});
