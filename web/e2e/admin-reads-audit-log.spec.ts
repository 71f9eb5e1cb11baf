import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage, tokenFor } from './support/session';
import { withTestDatabase } from './support/database';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A colleague without admin rights in the demo master account, with the demo password. */
async function createColleague(email: string): Promise<void> {
  await withTestDatabase(async (client) => {
    await client.query(
      `insert into users (supplier_id, email, first_name, last_name, country, status, language,
       is_admin, has_report_access, password_hash, registered_at)
     select supplier_id, $1, 'Kari', 'Kollega', 'norway', 'active', 'en', false, true,
       password_hash, now()
     from users where email = 'admin@demo.no'`,
      [email],
    );
  });
}

test('[ADMIN] reads who signed in and who failed, filters, keeps the filters and exports them', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const adminEmail = `audit-admin-${unique()}@demo.no`;
  const colleagueEmail = `audit-colleague-${unique()}@demo.no`;
  await createDemoAdmin(adminEmail);
  await createColleague(colleagueEmail);
  // The colleague signs in once and mistypes the password once.
  await tokenFor(request, colleagueEmail);
  await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
    data: {
      operationName: 'auth',
      query:
        'mutation auth($email: String!, $password: String!) { auth(email: $email, password: $password) { token } }',
      variables: { email: colleagueEmail, password: 'Not-the-password-1' },
    },
  });

  const { context, page } = await signedInPage(browser, request, adminEmail);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/account\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('Events are kept for 24 months')).toBeVisible();
  // The admin's own sign-in is the newest event of the demo group.
  const table = page.getByRole('table', { name: 'Events, newest first' });
  await expect(table.getByRole('row').filter({ hasText: adminEmail }).first()).toContainText(
    'Signed in',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Only the colleague's failed sign-ins: other tests use the same demo group at the same time.
  await page
    .getByLabel('User', { exact: true })
    .selectOption({ label: `Kari Kollega (${colleagueEmail})` });
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Sign-in failed' });
  await expect(page).toHaveURL(/action=sign_in\.failed/);
  await expect(page.getByRole('heading', { level: 2, name: '1 event' })).toBeVisible();
  const failed = table.getByRole('row').filter({ hasText: colleagueEmail });
  await expect(failed).toContainText('Sign-in failed');
  await expect(failed).toContainText('Method: Password');
  await expect(failed).toContainText('Reason: Wrong password');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The filters live in the address: a reload shows the same events.
  await page.reload();
  await expect(page.getByLabel('Action', { exact: true })).toHaveValue('sign_in.failed');
  await expect(page.getByRole('heading', { level: 2, name: '1 event' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('Time,Company,Done by,E-mail address,Action');
  expect(lines[1]).toContain(colleagueEmail);
  expect(lines[1]).toContain('Sign-in failed');
  await context.close();
});

test('[USER] a user who is not an admin has no audit log', async ({ browser, request }) => {
  const email = `audit-user-${unique()}@demo.no`;
  await createColleague(email);
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/account/audit-log');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await context.close();
});
