import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { invitationLinkFor } from './support/mail';
import { signedInPage } from './support/session';
import { createDemoAdmin } from './support/demo-admin';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('[ADMIN] invites a user who registers and signs in', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const adminEmail = `admin-${unique()}@demo.no`;
  await createDemoAdmin(adminEmail);
  const { context, page } = await signedInPage(browser, request, adminEmail);

  // Other tests add admins to the same demo supplier: find this one by its e-mail (the list is
  // paged, so through its filter).
  await page.goto(`/account/users?q=${encodeURIComponent(adminEmail)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'The users of your company in the portal' });
  const self = table.getByRole('row').filter({ hasText: adminEmail });
  await expect(self.getByRole('rowheader', { name: 'Astrid Admin' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A mistake first: errors are tied to their inputs and the first one gets focus.
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  const emailInput = page.getByLabel('E-mail');
  await expect(emailInput).toBeFocused();
  await expect(emailInput).toHaveAccessibleDescription('Enter your e-mail address.');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const inviteeEmail = `invitee-${unique()}@demo.no`;
  await emailInput.fill(inviteeEmail);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Fjell');
  await page.getByLabel('Language').selectOption('en');
  await page.getByLabel('Access to reports and settlements').check();
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  // The notice, beside the list's own live regions (its row count and export).
  await expect(
    page.getByRole('status').filter({ hasText: 'An invitation has been sent' }),
  ).toHaveText(`An invitation has been sent to ${inviteeEmail}.`);
  await page.getByRole('searchbox', { name: 'Find a user' }).fill(inviteeEmail);
  const row = table.getByRole('row', { name: /Nora Fjell/ });
  await expect(row).toContainText('Invited');
  await context.close();

  const link = await invitationLinkFor(inviteeEmail);
  expect(link).toMatch(/^\/register\/[A-Za-z0-9_-]{43}\?location=no$/);

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const registration = await visitor.newPage();
  await registration.goto(link);
  await expect(registration.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(registration.getByLabel('E-mail')).toHaveValue(inviteeEmail);
  expect((await new AxeBuilder({ page: registration }).analyze()).violations).toEqual([]);

  // The names the admin entered are filled in already.
  await expect(registration.getByLabel('First name')).toHaveValue('Nora');
  await expect(registration.getByLabel('Last name')).toHaveValue('Fjell');
  await registration.getByLabel('Phone').fill('+47 400 12 345');
  await registration.getByLabel('Job title').fill('IT coordinator');
  await registration.getByLabel('Password', { exact: true }).fill('Fjord-tur-42');
  const repeat = registration.getByLabel('Repeat password');
  await repeat.fill('Fjord-tur-43');
  await registration.getByRole('button', { name: 'Complete registration' }).click();
  await expect(repeat).toHaveAccessibleDescription('Passwords is not equal.');
  await expect(repeat).toBeFocused();
  expect((await new AxeBuilder({ page: registration }).analyze()).violations).toEqual([]);

  await repeat.fill('Fjord-tur-42');
  await registration.getByRole('button', { name: 'Complete registration' }).click();
  await expect(registration).toHaveURL(/\/unit-summary$/);
  expect(await registration.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();

  // The link was single use.
  await registration.evaluate(() => localStorage.removeItem('jwt'));
  await registration.goto(link);
  await expect(registration.getByRole('alert')).toContainText(
    'This invitation link is invalid or has already been used.',
  );
  expect((await new AxeBuilder({ page: registration }).analyze()).violations).toEqual([]);
  await visitor.close();
});

test('[USER] who is not an admin is sent from /account/users to /account', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/account/users');
  await expect(page).toHaveURL(/\/account$/);
  await context.close();
});

test('[VISITOR] sees a clear message for an unknown invitation link', async ({ page }) => {
  await page.goto('/register/not-a-real-code-0000000000?location=no');
  await expect(page.getByRole('alert')).toContainText(
    'This invitation link is invalid or has already been used.',
  );
  await expect(page.getByRole('alert')).toBeFocused();
});
