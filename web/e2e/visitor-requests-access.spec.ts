import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { mailsTo } from './support/mail';

test('[VISITOR] requests access and sees the confirmation', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Request access' }).click();
  await expect(page).toHaveURL(/\/request-access$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request access' })).toBeVisible();

  await page.getByRole('button', { name: 'Send request' }).click();
  const company = page.getByLabel('Company name');
  await expect(company).toHaveAccessibleDescription('This field is required.');
  await expect(company).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const companyName = `Fjellvind Data ${Date.now()} AS`;
  await company.fill(companyName);
  await page.getByLabel('Organisation number').fill('923 456 789');
  await page.getByLabel('First name').fill('Ingrid');
  await page.getByLabel('Last name').fill('Hansen');
  await page.getByLabel('Phone').fill('+47 912 34 567');
  await page.getByLabel('E-mail').fill('ingrid@fjellvind.example');
  await page.getByRole('button', { name: 'Send request' }).click();

  const confirmation = page.getByRole('status');
  await expect(confirmation).toContainText('Your request has been sent.');
  await expect(confirmation).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The provider's staff are told (demo mode writes the mail to a file).
  await expect
    .poll(() => mailsTo('portal-access@localhost').some((raw) => raw.includes('Fjellvind Data')), {
      timeout: 15_000,
    })
    .toBe(true);
  await context.close();
});
