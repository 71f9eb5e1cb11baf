import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { withTestDatabase } from './support/database';
import { createJobsUser } from './support/jobs-user';
import { demoPassword, signedInPage } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[PROVIDER] staff set what a customer ships and its logo, which its pickup order and top bar show', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const stamp = unique();
  const company = `Fjordlys Shipping ${stamp} AS`;
  const userEmail = `ships-${stamp}@fjordlys.example`;
  await createJobsUser(userEmail, company);
  await withTestDatabase((client) =>
    client.query(`update users set language = 'no' where email = $1`, [userEmail]),
  );
  const staffEmail = `console-ships-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'account_manager');
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);

  await page.goto(`/console/customers?q=${encodeURIComponent(userEmail)}`);
  await page.getByRole('link', { name: company }).click();
  const section = page.getByRole('region', { name: 'What the customer ships' });
  await section.getByRole('checkbox', { name: 'Servers' }).check();
  await section.getByRole('checkbox', { name: 'Network equipment' }).check();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await section.getByRole('button', { name: 'Save what the customer ships' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Saved: the customer's pickup orders offer these now." }),
  ).toBeVisible();

  // And the logo its users see in the top bar.
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo.getByLabel('New logo').setInputFiles({
    name: 'fjordlys.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(logo.getByRole('img', { name: `Logo of ${company}` })).toBeVisible();

  const customer = await signedInPage(browser, request, userEmail);
  await customer.page.goto('/services');
  await customer.page.getByRole('radio', { name: 'Henting' }).check();
  const equipment = customer.page.getByRole('group', { name: 'Utstyr som skal hentes' });
  await expect(equipment.getByRole('checkbox')).toHaveCount(2);
  await expect(equipment.getByRole('checkbox', { name: 'Servere' })).toBeVisible();
  await expect(equipment.getByRole('checkbox', { name: 'Nettverksutstyr' })).toBeVisible();
  await expect(customer.page.getByRole('banner').getByRole('img', { name: company })).toBeVisible();
  await customer.context.close();
});
