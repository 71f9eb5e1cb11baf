import { expect, test } from '@playwright/test';
import { decodeClaims, demoPassword } from './support/session';

test('[VISITOR] is sent to /login and back to the requested page after signing in', async ({
  page,
}) => {
  await page.goto('/documents?tab=all');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill('user@demo.no');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/documents\?tab=all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});

test('[VISITOR] lands on /unit-summary from / and gets a jwt with its claims', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill('user@demo.no');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/unit-summary$/);
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  expect(token).toBeTruthy();
  const claims = decodeClaims(token!);
  expect(claims).toMatchObject({ has_report_access: true, is_admin: false });
  for (const claim of ['sub', 'sid', 'supplier_id', 'can_upload', 'iat', 'iss', 'aud']) {
    expect(claims).toHaveProperty(claim);
  }
  expect(claims.exp as number).toBeGreaterThan(Date.now() / 1000);
  // The startup query stores what the supplier usually ships.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('shipment_items')))
    .toContain('name');
});

test('[VISITOR] sees the catalogue message for a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('user@demo.no');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not log in. Check username/password and try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('[VISITOR] without a finished registration sees why they cannot sign in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('invited@demo.no');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please complete the registration to be able to log in. You will get access as soon as the registration is completed.',
  );
  await page.getByLabel('E-mail').fill('ola.berg@nordlys-energi.example');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You are not registered. You will receive an invitation in a separate email. Follow the instructions to register with your contact details.',
  );
});

test('[VISITOR] sees a not-found page for an unknown path', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Go to the start page', exact: true }),
  ).toHaveAttribute('href', '/');
});
