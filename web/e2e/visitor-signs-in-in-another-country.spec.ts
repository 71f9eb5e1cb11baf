import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { demoPassword } from './support/session';

test('[VISITOR] a Danish user who left Norway selected is pointed to the other countries and signs in with one click', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Country')).toHaveValue('NO');
  await page.getByLabel('E-mail').fill('user@demo.dk');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not log in. Check username/password and try again.',
  );
  await expect(
    page.getByText(
      'You tried to log in to Norway. Each country has its own accounts: if yours is in another country, choose it.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Sweden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Norway' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const signIn = page.waitForRequest((request) => request.url().includes('/graphql/'));
  await page.getByRole('button', { name: 'Try Denmark' }).click();
  expect(new URL((await signIn).url()).pathname).toBe('/graphql/dk');
  await expect(page).toHaveURL(/\/unit-summary$/);
});

test('[VISITOR] gets the same pointer for an address no country knows, revealing nothing', async ({
  page,
}) => {
  await page.goto('/login?location=se');
  await page.getByLabel('E-mail').fill(`nobody-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/^You tried to log in to Sweden\./)).toBeVisible();
  await page.getByRole('button', { name: 'Try Norway' }).click();
  await expect(page.getByText(/^You tried to log in to Norway\./)).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('NO');
  await expect(page.getByRole('button', { name: 'Try Denmark' })).toBeVisible();
});
