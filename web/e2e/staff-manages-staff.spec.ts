import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { chooseRowAction } from './support/row-menu';
import { demoPassword } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[PROVIDER] an administrator adds a colleague who signs in with the first password, then deactivates them', async ({
  browser,
}) => {
  test.slow();
  const stamp = unique();
  const administratorEmail = `console-admin-${stamp}@provider.example`;
  await createConsoleStaff(administratorEmail, 'administrator');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, administratorEmail, demoPassword);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Staff', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const colleagueEmail = `nils-${stamp}@provider.example`;
  const form = page.getByRole('region', { name: 'Add a staff member' });
  await form.getByLabel('E-mail').fill(colleagueEmail);
  await form.getByLabel('Name').fill(`Nils Nyansatt ${stamp}`);
  await form.getByLabel('Role').selectOption('support');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  const handOver = page.getByRole('region', { name: `First password for Nils Nyansatt ${stamp}` });
  const firstPassword = (await handOver.getByLabel('First password').innerText()).trim();
  expect(firstPassword.length).toBeGreaterThanOrEqual(16);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The colleague signs in with it and sets up an authenticator, as anyone's first time.
  const colleagueContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
  });
  const colleague = await colleagueContext.newPage();
  await signInToConsoleFirstTime(colleague, colleagueEmail, firstPassword);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // Support has no staff pages.
  await expect(colleague.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  await page.getByLabel('Search').fill(colleagueEmail);
  const row = page.getByRole('row', { name: new RegExp(colleagueEmail) });
  await expect(row).toContainText('Authenticator set up');
  await chooseRowAction(page, `Nils Nyansatt ${stamp}`, 'Deactivate');
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Nils Nyansatt ${stamp} is deactivated.` }),
  ).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // Their session has ended: the next page they open sends them back to sign in.
  await colleague.reload();
  await expect(colleague.getByLabel('Password')).toBeVisible();
  await colleagueContext.close();
  await context.close();
});
