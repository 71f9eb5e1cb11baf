import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff } from './support/console-staff';
import { signInAtIdentityProvider } from './support/identity-provider';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[PROVIDER] staff sign in to the console with the provider’s Microsoft tenant, no password or code of its own', async ({
  page,
}) => {
  const email = `console-tenant-${unique()}@provider.example`;
  await createConsoleStaff(email, 'support');

  await page.goto('/console');
  const microsoft = page.getByRole('button', { name: 'Sign in with Microsoft' });
  await expect(microsoft).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await microsoft.click();
  await signInAtIdentityProvider(page, email);

  await expect(page).toHaveURL(/\/console\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test('[PROVIDER] an account of the tenant that is no staff member is told so', async ({ page }) => {
  await page.goto('/console');
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await signInAtIdentityProvider(page, `colleague-${unique()}@provider.example`);

  await expect(page).toHaveURL(/\/console\/microsoft\/\?/);
  await expect(page.getByRole('alert')).toHaveText(
    'No staff member has this Microsoft account. Ask an administrator to add you to the console.',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: "Back to the console's sign-in" }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
});
