import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { chooseRowAction } from './support/row-menu';
import { demoPassword } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[PROVIDER] an administrator creates a key for the ERP, which the provider API takes until it is revoked', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = unique();
  const email = `console-keys-${stamp}@provider.example`;
  await createConsoleStaff(email, 'administrator');
  await signInToConsoleFirstTime(page, email, demoPassword);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'API keys' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Keys for the provider's systems" }),
  ).toBeVisible();
  const system = `Warehouse ERP ${stamp}`;
  await page.getByLabel('System', { exact: true }).fill(system);
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('region', { name: `The key for ${system}` });
  const secret = (await shown.getByLabel('Key', { exact: true }).innerText()).trim();
  expect(secret).toMatch(/^itadpk_/);
  await expect(page.getByRole('row', { name: new RegExp(system) })).toContainText('Working');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const callProviderApi = () =>
    request.get('/api/provider/no/jobs?limit=1', {
      headers: { authorization: `Bearer ${secret}` },
    });
  expect((await callProviderApi()).status()).toBe(200);

  await chooseRowAction(page, system, 'Revoke');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row', { name: new RegExp(system) })).toContainText('Revoked');
  expect((await callProviderApi()).status()).toBe(401);
});
