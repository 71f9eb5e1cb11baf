import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';
import { chooseRowAction } from './support/row-menu';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('[ADMIN] creates an API token, calls the API with it and revokes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const adminEmail = `api-admin-${unique()}@demo.no`;
  const tokenName = `ERP ${unique()}`;
  await createDemoAdmin(adminEmail);
  const { context, page } = await signedInPage(browser, request, adminEmail);
  await page.goto('/account');
  await page.getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'List completed units since a date' }),
  ).toBeVisible();

  await page.getByLabel('Name').fill(tokenName);
  await page.getByLabel('Rights').selectOption('READ');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Copy the token now. It is not shown again.')).toBeVisible();
  const secret = (await page.getByLabel('New API token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^itadat_/);
  const row = page.getByRole('row').filter({ hasText: tokenName });
  await expect(row).toContainText('Active');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const call = () =>
    request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
      headers: { authorization: `Bearer ${secret}` },
      data: { query: 'query jobs { get_jobs { total } }' },
    });
  const answered = (await (await call()).json()) as { data?: { get_jobs: { total: number } } };
  expect(typeof answered.data?.get_jobs.total).toBe('number');

  await chooseRowAction(page, tokenName, 'Revoke', row);
  const dialog = page.getByRole('alertdialog', { name: 'Revoke the API token?' });
  await expect(dialog).toContainText(tokenName);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  const refused = (await (await call()).json()) as {
    errors?: { extensions?: { code?: string } }[];
  };
  expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await context.close();
});
