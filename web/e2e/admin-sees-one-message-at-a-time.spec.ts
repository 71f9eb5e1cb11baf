import { expect, test } from '@playwright/test';
import { failOperation } from './support/content';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test("[ADMIN] a failed invitation's error goes when the next invitation is sent", async ({
  browser,
  request,
}) => {
  const adminEmail = `messages-${unique()}@demo.no`;
  await createDemoAdmin(adminEmail);
  const { context, page } = await signedInPage(browser, request, adminEmail);
  await page.goto('/account/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await failOperation(page, 'invite_supplier_user');
  const inviteeEmail = `one-message-${unique()}@demo.no`;
  await page.getByLabel('E-mail').fill(inviteeEmail);
  // Names of its own: other specs find their invitees in the same supplier by name.
  await page.getByLabel('First name').fill('Siri');
  await page.getByLabel('Last name').fill(`Melding ${unique()}`);
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toBeFocused();

  await page.unroute('**/graphql/*');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  // The notice, beside the list's own live regions (its row count and export).
  await expect(
    page.getByRole('status').filter({ hasText: 'An invitation has been sent' }),
  ).toHaveText(`An invitation has been sent to ${inviteeEmail}.`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});
