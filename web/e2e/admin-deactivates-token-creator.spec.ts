import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withTestDatabase } from './support/database';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';
import { chooseRowAction } from './support/row-menu';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const hashOf = () => createHash('sha256').update(randomBytes(32)).digest('hex');

test('[ADMIN] is told which tokens keep working when deactivating their creator, and sees them flagged', async ({
  browser,
  request,
}) => {
  const adminEmail = `admin-tokens-${unique()}@demo.no`;
  const creatorEmail = `creator-tokens-${unique()}@demo.no`;
  const lastName = `Tokens${unique()}`;
  const tokenName = `ERP ${unique()}`;
  await createDemoAdmin(adminEmail);
  await createDemoAdmin(creatorEmail);
  await withTestDatabase(async (client) => {
    const creator = await client.query<{ id: string; supplier_id: string }>(
      `update users set first_name = 'Tove', last_name = $2 where email = $1
       returning id, supplier_id`,
      [creatorEmail, lastName],
    );
    const { id, supplier_id: supplierId } = creator.rows[0]!;
    await client.query(
      `insert into api_tokens (supplier_id, name, scope, token_hash, created_by_user_id, expires_at)
       values ($1, $2, 'read', $3, $4, now() + interval '30 days')`,
      [supplierId, tokenName, hashOf(), id],
    );
    await client.query(
      `insert into scim_tokens (supplier_id, name, token_hash, created_by) values ($1, $2, $3, $4)`,
      [supplierId, `Entra ${unique()}`, hashOf(), id],
    );
  });
  const { context, page } = await signedInPage(browser, request, adminEmail);

  await page.goto('/account/users');
  await page.getByRole('searchbox', { name: 'Find a user' }).fill(lastName);
  await chooseRowAction(page, `Tove ${lastName}`, 'Deactivate');
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate user' });
  await expect(dialog).toContainText(
    'Tokens they created keep working: 1 API token, 1 SCIM token. Revoke them on the API and Provisioning tabs if they should stop too.',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been deactivated' })).toBeVisible();

  await page.goto('/account/api');
  const row = page.getByRole('row').filter({ hasText: tokenName });
  await expect(row).toContainText('User deactivated – the token still works');
  await expect(row).toContainText('Active');
  await context.close();
});
