import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { firstBookableDate } from '@itad-portal/validation';
import { createDemoAdmin } from './support/demo-admin';
import { createJobsUser } from './support/jobs-user';
import { tabTo } from './support/keyboard';
import { demoPassword, signedInPage } from './support/session';
import { createSettingsUser } from './support/settings-user';

test('[VISITOR] signs in with the keyboard alone and skips to the content', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type('user@demo.no');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/unit-summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab on a signed-in page reaches the skip link; Enter moves on to the content.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Til innholdet' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('[USER] changes settings with the keyboard alone', async ({ browser, request }) => {
  const email = `keyboard-${randomUUID().slice(0, 8)}@test.example`;
  await createSettingsUser(email, { firstName: 'Kim', lastName: 'Keys', language: 'en' });
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await tabTo(page, page.getByLabel('Phone'));
  await page.keyboard.type('+47 900 11 222');
  await tabTo(page, page.getByLabel('Job title'));
  await page.keyboard.type('Logistics lead');
  await tabTo(page, page.getByLabel('Language'));
  // A native select: the arrow keys choose while it is closed.
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /saved|lagret|gemt|tallennettu|sparade/i }),
  ).toBeVisible();
  await context.close();
});

test('[USER] orders a report with the keyboard alone', async ({ browser, request }) => {
  const email = `keyboard-report-${randomUUID().slice(0, 8)}@demo.no`;
  await createDemoAdmin(email);
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Order report' })).toBeVisible();

  // Tab enters the group of report kinds at the chosen one; the arrow keys choose another.
  await tabTo(page, page.getByLabel('Complete report'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('High level report')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Order report' }));
  await page.keyboard.press('Enter');
  // The report may be ready at once: its toast is a status message too.
  await expect(page.getByRole('status').filter({ hasText: 'Report ordered.' })).toBeVisible();
  await context.close();
});

test('[USER] orders a pickup with the keyboard alone', async ({ browser, request }) => {
  const email = `keyboard-jobs-${randomUUID().slice(0, 8)}@demo.no`;
  await createJobsUser(email, `Keyboard ${randomUUID().slice(0, 8)} AS`);
  const { context, page } = await signedInPage(browser, request, email);
  await page.goto('/services');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order pickup or delivery' }),
  ).toBeVisible();

  await tabTo(page, page.getByLabel('Collection (pickup)'));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Collection (pickup)')).toBeChecked();
  await tabTo(page, page.getByLabel('Delivery or pickup date'));
  // Typed as English readers in Europe write a day: dd/mm/yyyy.
  const [year, month, day] = firstBookableDate(todayInOslo()).split('-');
  await page.keyboard.type(`${day}/${month}/${year}`);
  await tabTo(page, page.getByLabel('Box', { exact: true }));
  await page.keyboard.type('3');
  await tabTo(page, page.getByRole('button', { name: 'Order assignment' }), 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Assignment ordered.' })).toBeVisible();
  await context.close();
});

function todayInOslo(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}
