import { expect, test } from '@playwright/test';

test('[VISITOR] sees the loading screen from the HTML itself while the app is still on its way', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  // Hold the app's scripts back as a slow connection would, until the loading screen was seen.
  let releaseScripts: () => void = () => undefined;
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.fallback();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const loading = page.getByRole('status');
  await expect(loading).toHaveText('Loading...');
  await expect(loading.locator('svg circle')).toHaveCount(4);
  await expect(loading).toHaveCSS('display', 'flex');
  releaseScripts();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('[VISITOR] sees the loading screen in the language they chose before', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'i18next', value: 'fi', domain: 'localhost', path: '/' }]);
  let releaseScripts: () => void = () => undefined;
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.fallback();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Ladataan...');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  releaseScripts();
  await expect(page.getByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeVisible();
});
