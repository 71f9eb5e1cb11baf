import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { signedInPage } from './support/session';
import { createUserListSupplier } from './support/user-list-supplier';

test("[ADMIN] opens a user's actions from the keyboard and gets focus back on Escape", async ({
  browser,
  request,
}) => {
  const email = `row-menu-${Date.now()}@demo.no`;
  const prefix = `Rm${Date.now().toString(36)}`;
  await createUserListSupplier(email, prefix, 2);
  const { context, page } = await signedInPage(browser, request, email);
  try {
    await page.goto('/account/users');
    const button = page.getByRole('button', { name: `Actions for Nils ${prefix}001`, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
  } finally {
    await context.close();
  }
});
