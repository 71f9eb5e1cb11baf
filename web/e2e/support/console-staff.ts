import { expect, type Page } from '@playwright/test';
import { totpCode, totpStepSeconds } from '../../../api/src/shared/totp';
import { withTestDatabase } from './database';

/**
 * A fresh staff member of the Norwegian console with the demo password (the demo staff
 * member's), no authenticator yet: the first sign-in sets one up, as for any new member.
 */
export async function createConsoleStaff(
  email: string,
  role: 'administrator' | 'account_manager' | 'support' = 'account_manager',
): Promise<void> {
  await withTestDatabase(async (client) => {
    const { rowCount } = await client.query(
      `insert into staff_members (email, name, role, language, password_hash)
       select $1, 'Kari Konsoll', $2, 'en', password_hash
       from staff_members where email = 'staff@demo.no'`,
      [email, role],
    );
    if (rowCount !== 1) throw new Error('The demo data has no staff member staff@demo.no.');
  });
}

/** The code an authenticator shows for the key, for a time step the member has not used yet. */
export function codeFor(secret: string, step: number): string {
  return totpCode(secret, new Date(step * totpStepSeconds * 1000));
}

export function currentStep(): number {
  return Math.floor(Date.now() / 1000 / totpStepSeconds);
}

/**
 * Signs in at /console as a person does the first time: password, then the key shown for the
 * authenticator (read from the page) and its first code, then the recovery codes kept.
 * Returns the key and the time step used.
 */
export async function signInToConsoleFirstTime(
  page: Page,
  email: string,
  password: string,
): Promise<{ secret: string; step: number; recoveryCodes: string[] }> {
  await page.goto('/console');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Key for the authenticator app').innerText()).replace(
    /\s/g,
    '',
  );
  const step = currentStep();
  await page.getByLabel('Code from the app').fill(codeFor(secret, step));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  await page.getByLabel('I have saved my recovery codes somewhere safe.').check();
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page).toHaveURL(/\/console\/inbox$/);
  return { secret, step, recoveryCodes };
}
