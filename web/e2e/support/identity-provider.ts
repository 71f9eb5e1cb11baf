import type { Page } from '@playwright/test';

/** The stand-in for Microsoft's pages: any login and password, then consent. */
export async function signInAtIdentityProvider(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}
