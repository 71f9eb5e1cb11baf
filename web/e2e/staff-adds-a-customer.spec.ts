import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { demoPassword } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[PROVIDER] staff add a master account and a sub-supplier of it without an access request', async ({
  page,
}) => {
  test.slow();
  const stamp = unique();
  const staffEmail = `console-new-customer-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'account_manager');
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Customers' })
    .click();
  const form = page.getByRole('region', { name: 'Add a customer' });
  const master = `Skagerak Gruppen ${stamp}`;
  await form.getByLabel('Company name').fill(master);
  await form.getByLabel('Organisation number').fill('920 000 001');
  await form.getByLabel(/^Master account/).check();
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(form.getByRole('status')).toContainText(`${master} is added.`);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await form.getByRole('link', { name: `Open ${master} to invite its first admin` }).click();
  await expect(page.getByRole('heading', { level: 1, name: master })).toBeVisible();

  const group = page.getByRole('region', { name: 'Add a sub-supplier' });
  const member = `Skagerak Frakt ${stamp} AS`;
  await group.getByLabel('Company name').fill(member);
  await group.getByRole('button', { name: 'Add sub-supplier' }).click();
  await group.getByRole('link', { name: `Open ${member} to invite its first admin` }).click();
  await expect(page.getByRole('heading', { level: 1, name: member })).toBeVisible();
  await expect(page.getByRole('link', { name: `Sub-supplier of ${master}` })).toBeVisible();

  // Both are in the customers list, found by the stamp.
  await page.goto(`/console/customers?q=${stamp}`);
  await expect(page.getByRole('link', { name: master })).toBeVisible();
  await expect(page.getByRole('link', { name: member })).toBeVisible();
});
