import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { decodeClaims, demoPassword, signedInPage } from './support/session';
import { createSettingsUser } from './support/settings-user';

async function supplierSeenBy(request: APIRequestContext, token: string) {
  const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
    data: {
      operationName: 'get_user',
      query: 'query get_user { get_user { supplier { id company } } }',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    data?: { get_user: { supplier: { id: string; company: string } } } | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

test('[USER] changes settings and the language switches', async ({ browser, request }) => {
  const email = `settings-${randomUUID().slice(0, 8)}@test.example`;
  await createSettingsUser(email, {
    firstName: 'Siri',
    lastName: 'Settings',
    language: 'en',
  });
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Norway')).toBeVisible();
  // Not an admin, not a master account: no tabs, no supplier switch.
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Switch supplier' })).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Siri');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  // The profile fields are required; the errors are tied to their inputs.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByLabel('Job title')).toHaveAccessibleDescription('This field is required.');
  await page.getByLabel('Phone').fill('+47 912 34 567');
  await page.getByLabel('Job title').fill('Innkjøpssjef');

  // The password section: the repeat must match, and the current password must be right.
  await page.getByLabel('Current password').fill('Wrong-pass-1');
  await page.getByLabel('New password', { exact: true }).fill('Fjord-tur-42');
  await page.getByLabel('Repeat new password').fill('Fjord-tur-43');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Repeat new password')).toHaveAccessibleDescription(
    'Passwords is not equal.',
  );
  await page.getByLabel('Repeat new password').fill('Fjord-tur-42');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is not correct.',
  );
  await expect(page.getByLabel('Current password')).toBeFocused();

  await page.getByLabel('Current password').fill(demoPassword);
  await page.getByLabel('Language').selectOption({ label: 'Norsk' });
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Saved, and the interface now speaks Norwegian.
  await expect(page.getByText('Innstillingene dine er lagret.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByLabel('Telefon')).toHaveValue('+47 912 34 567');
  await expect(page.getByLabel('Nåværende passord')).toHaveValue('');

  // The session goes on; the new password signs in, the old one no longer does.
  await page.reload();
  await expect(page.getByLabel('Stillingstittel')).toHaveValue('Innkjøpssjef');
  const signIn = (password: string) =>
    request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
      data: {
        operationName: 'auth',
        query:
          'mutation auth($email: String!, $password: String!) { auth(email: $email, password: $password) { language } }',
        variables: { email, password },
      },
      headers: { authorization: '' },
    });
  const withNew = (await (await signIn('Fjord-tur-42')).json()) as {
    data?: { auth: { language: string } };
  };
  expect(withNew.data?.auth.language).toBe('no');
  const withOld = (await (await signIn(demoPassword)).json()) as { errors?: unknown[] };
  expect(withOld.errors).toHaveLength(1);
  await context.close();
});

test('[ADMIN] switches to a sub-supplier', async ({ browser, request }) => {
  // admin@demo.no is a supplier admin of a master account with three sub-suppliers; their
  // language is Norwegian.
  const { context, page, token } = await signedInPage(browser, request, 'admin@demo.no');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Innstillinger' });
  await expect(tabs.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/account');
  await expect(tabs.getByRole('link', { name: 'Brukere' })).toHaveAttribute(
    'href',
    '/account/users',
  );
  const switcher = page.getByLabel('Leverandør', { exact: true });
  await expect(switcher.locator('option')).toHaveCount(4);
  await expect(page.getByText('Du opptrer for Nordlys Energi ASA.')).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  await switcher.selectOption({ label: 'Nordlys Nett AS' });
  await page.getByRole('button', { name: 'Bytt leverandør' }).click();
  await expect(page).toHaveURL(/\/unit-summary$/);
  await expect(page.getByRole('img', { name: 'Nordlys Nett AS' })).toBeVisible();

  const swapped = (await page.evaluate(() => localStorage.getItem('jwt')))!;
  expect(swapped).not.toBe(token);
  const subSupplier = await supplierSeenBy(request, swapped);
  expect(subSupplier.data?.get_user.supplier.company).toBe('Nordlys Nett AS');
  expect(decodeClaims(swapped).supplier_id).toBe(subSupplier.data?.get_user.supplier.id);
  // The previous session ended with the switch.
  expect((await supplierSeenBy(request, token)).errors?.[0]?.extensions?.code).toBe(
    'UNAUTHENTICATED',
  );

  // The user menu offers the same choice: back to the master account.
  await page.getByRole('button', { name: /Brukermeny for/ }).click();
  await page.getByRole('button', { name: 'Nordlys Energi ASA' }).click();
  await expect(page.getByRole('img', { name: 'Nordlys Energi ASA' })).toBeVisible();
  const back = (await page.evaluate(() => localStorage.getItem('jwt')))!;
  expect((await supplierSeenBy(request, back)).data?.get_user.supplier.company).toBe(
    'Nordlys Energi ASA',
  );
  await context.close();
});
