import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';
import { chooseRowAction } from './support/row-menu';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Entra ID's first request: look a user up by userName with the token. */
function lookUpUser(request: APIRequestContext, baseUrl: string, token: string) {
  return request.get(`${baseUrl}/Users`, {
    params: { filter: 'userName eq "nobody@example.com"' },
    headers: { authorization: `Bearer ${token}`, accept: 'application/scim+json' },
  });
}

test('[ADMIN] creates a SCIM token for Entra ID, sees it once, and revokes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const adminEmail = `scim-admin-${unique()}@demo.no`;
  const tokenName = `Entra ID ${unique()}`;
  await createDemoAdmin(adminEmail);
  const { context, page } = await signedInPage(browser, request, adminEmail);

  await page.goto('/account');
  await page.getByRole('link', { name: 'Provisioning' }).click();
  await expect(page).toHaveURL(/\/account\/provisioning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Provisioning' })).toBeVisible();
  const baseUrl = `${process.env.E2E_BASE_URL}/scim/v2/no`;
  await expect(page.getByText(baseUrl, { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByLabel('Name of the new token').fill(tokenName);
  await page.getByRole('button', { name: 'Create token' }).click();
  const created = page.getByRole('status').filter({ hasText: 'it will not be shown again' });
  await expect(created).toContainText(`The token "${tokenName}" has been created.`);
  const token = (await created.locator('code').textContent()) ?? '';
  expect(token).toMatch(/^itadsc_[A-Za-z0-9_-]{43}$/);
  const row = page
    .getByRole('table', { name: 'Tokens in use' })
    .getByRole('row', { name: tokenName });
  await expect(row).toContainText('Never');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The token works for SCIM as Entra ID uses it, and the page then shows it was used.
  const lookup = await lookUpUser(request, baseUrl, token);
  expect(lookup.status()).toBe(200);
  expect(await lookup.json()).toMatchObject({ totalResults: 0 });
  await page.reload();
  // The "Last used" cell now holds the time of that call instead of "Never".
  await expect(row.getByRole('cell').nth(3)).toHaveText(/\d{2}:\d{2}/);
  // Shown once: after a reload the secret is nowhere on the page.
  await expect(page.getByText(token)).toHaveCount(0);

  await chooseRowAction(page, tokenName, 'Revoke', row);
  const dialog = page.getByRole('alertdialog', { name: 'Revoke the token?' });
  await expect(dialog).toContainText(tokenName);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  // Wait for the answer, not for the row: while the dialog is open the table is hidden from
  // role queries, so "no row" alone would hold before the server revoked anything.
  await expect(
    page.getByRole('status').filter({ hasText: `The token "${tokenName}" has been revoked.` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect((await lookUpUser(request, baseUrl, token)).status()).toBe(401);
  await context.close();
});

test('[ADMIN] revokes a token just created: its secret goes from the page with it', async ({
  browser,
  request,
}) => {
  const adminEmail = `scim-admin-${unique()}@demo.no`;
  const tokenName = `Entra ID ${unique()}`;
  await createDemoAdmin(adminEmail);
  const { context, page } = await signedInPage(browser, request, adminEmail);
  await page.goto('/account/provisioning');
  await page.getByLabel('Name of the new token').fill(tokenName);
  await page.getByRole('button', { name: 'Create token' }).click();
  const created = page.getByRole('status').filter({ hasText: 'it will not be shown again' });
  const token = (await created.locator('code').textContent()) ?? '';
  expect(token).toMatch(/^itadsc_/);

  await chooseRowAction(page, tokenName, 'Revoke');
  await page
    .getByRole('alertdialog', { name: 'Revoke the token?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `The token "${tokenName}" has been revoked.` }),
  ).toBeVisible();
  await expect(created).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  const baseUrl = `${process.env.E2E_BASE_URL}/scim/v2/no`;
  expect((await lookUpUser(request, baseUrl, token)).status()).toBe(401);
  await context.close();
});
