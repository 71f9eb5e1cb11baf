import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { demoPassword } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A day a year from now (YYYY-MM-DD): a factor applies from a future day only. */
function nextYear(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return day.toISOString().slice(0, 10);
}

test("[PROVIDER] staff publish a model's CO2 factor from a future day, listed beside the published ones", async ({
  browser,
}) => {
  test.slow();
  const stamp = unique();
  const model = `T14 Gen ${stamp}`;
  const staffEmail = `console-factors-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'account_manager');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'CO2 factors' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'CO2 factors' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Publish a factor' });
  await form.getByLabel('Category').selectOption('laptop');
  await form.getByLabel('Valid from').fill(nextYear());
  await form.getByLabel('Manufacturer').fill('Lenovo');
  await form.getByLabel('Model', { exact: true }).fill(model);
  await form.getByLabel('kg CO2e per unit').fill('212.5');
  await form.getByLabel('Low', { exact: true }).fill('190');
  await form.getByLabel('High', { exact: true }).fill('240');
  await form.getByLabel('Source', { exact: true }).fill('Lenovo product carbon footprint');
  await form.getByLabel('Year of the source').fill('2026');
  await form.getByRole('button', { name: 'Publish factor' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The factor for Lenovo ${model} is published` }),
  ).toBeVisible();

  await page.getByLabel('Category', { exact: true }).last().selectOption('laptop');
  const row = page.getByRole('row', { name: new RegExp(model) });
  await expect(row).toContainText('212.5 (190–240)');
  // In force today, the published average applies, not the new model's own factor yet.
  const inForceOn = page.getByLabel('In force on');
  await inForceOn.fill(new Date().toISOString().slice(0, 10));
  // The day is taken as typed once Enter (or leaving the field) commits it.
  await inForceOn.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(model) })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The country's own everyday equivalent, from a day of this test's own years ahead.
  const equivalents = page.getByRole('region', { name: 'Everyday equivalents' });
  const day = new Date(
    Date.UTC(2100 + Math.floor(Math.random() * 800), 0, 1 + Math.floor(Math.random() * 365)),
  );
  const validFrom = day.toISOString().slice(0, 10);
  await equivalents.getByLabel('Comparison').selectOption('water_liters');
  await equivalents.getByLabel('Valid from').fill(validFrom);
  await equivalents.getByLabel('Per tonne of CO2e').fill('12345.5');
  await equivalents.getByLabel('Source', { exact: true }).fill('Statistics Norway, hot water');
  await equivalents.getByLabel('Year of the source').fill('2026');
  await equivalents.getByRole('button', { name: 'Publish the figure' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Published: liters of water heated from ${validFrom}.` }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();
});
