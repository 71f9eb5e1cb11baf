import { expect, test } from '@playwright/test';
import { demoPassword } from './support/session';

const loginHeadings = {
  da: 'Log ind',
  en: 'Log in',
  fi: 'Kirjaudu sisään',
  no: 'Logg inn',
  se: 'Logga in',
} as const;

test('[VISITOR] switches the login screen to each of the five languages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  for (const [language, heading] of Object.entries(loginHeadings)) {
    await page.getByRole('combobox', { name: /Language|Sprog|Språk|Kieli/ }).selectOption(language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.getByRole('combobox', { name: 'Språk' }).selectOption('no');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logg inn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
});

test('[VISITOR] picks the language with the lng query parameter', async ({ page }) => {
  await page.goto('/login?lng=fi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirjaudu sisään');
});

test('[VISITOR] a language chosen after arriving with ?lng= stays on reload', async ({ page }) => {
  await page.goto('/login?lng=fi&location=se');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirjaudu sisään');
  await expect(page).toHaveURL(/\/login\?location=se$/);
  await page.getByRole('combobox', { name: 'Kieli' }).selectOption('da');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log ind');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log ind');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
});

test('[VISITOR] signs in at the endpoint of the country in the cookie', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'selectedCountry', value: 'DK', url: process.env.E2E_BASE_URL! },
  ]);
  await page.goto('/login');
  await expect(page.getByLabel('Country')).toHaveValue('DK');
  await page.getByLabel('E-mail').fill('user@demo.dk');
  await page.getByLabel('Password').fill(demoPassword);
  const signIn = page.waitForRequest((request) => request.url().includes('/graphql/'));
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(new URL((await signIn).url()).pathname).toBe('/graphql/dk');
  await expect(page).toHaveURL(/\/unit-summary$/);
});

test('[VISITOR] with ?location=se uses the Swedish endpoint and keeps it', async ({
  page,
  context,
}) => {
  await page.goto('/login?location=se');
  await expect(page.getByLabel('Country')).toHaveValue('SE');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'selectedCountry')?.value).toBe('SE');
  await page.getByLabel('E-mail').fill('user@demo.se');
  await page.getByLabel('Password').fill(demoPassword);
  const signIn = page.waitForRequest((request) => request.url().includes('/graphql/'));
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(new URL((await signIn).url()).pathname).toBe('/graphql/se');
  await expect(page).toHaveURL(/\/unit-summary$/);
});

test('[VISITOR] choosing a country on the login screen saves it in the cookie', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Country')).toHaveValue('NO');
  await page.getByLabel('Country').selectOption('SE');
  await page.getByLabel('E-mail').fill('user@demo.se');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/unit-summary$/);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'selectedCountry');
  expect(cookie?.value).toBe('SE');
  // Seven days, give or take the test's own run time.
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);
});
