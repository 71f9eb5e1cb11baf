import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createJobsUser } from './support/jobs-user';
import { setUserLanguage } from './support/report-list-supplier';
import { demoPassword, signedInPage } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[PROVIDER] staff add a contact person with a Finnish job title and assign them until a Finnish customer reads it', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = unique();
  const company = `Saimaa Data ${stamp} Oy`;
  const customerEmail = `saimaa-${stamp}@saimaa.example`;
  await createJobsUser(customerEmail, company, { admin: true });
  await setUserLanguage(customerEmail, 'fi');
  const contactName = `Liisa Lahtinen ${stamp}`;

  const staffEmail = `console-contacts-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'account_manager');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Contacts' })
    .click();
  const form = page.getByRole('region', { name: 'Add a contact person' });
  await form.getByLabel('Name').fill(contactName);
  await form.getByLabel('E-mail').fill(`liisa-${stamp}@provider.example`);
  // A title apart from the role's name (account manager), so the page shows which is which.
  await form.getByLabel('Job title (English)').fill('Key account manager');
  await form.getByLabel('Finnish').fill('Avainasiakaspäällikkö');
  await form.getByRole('button', { name: 'Add contact person' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${contactName} is saved.` }),
  ).toBeVisible();
  await page.getByLabel('Search').fill(stamp);
  await expect(page.getByRole('row', { name: new RegExp(contactName) })).toContainText(
    'fi: Avainasiakaspäällikkö',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto(`/console/customers?q=${encodeURIComponent(customerEmail)}`);
  await page.getByRole('link', { name: company }).click();
  const contacts = page.getByRole('region', { name: 'Contacts at the provider' });
  await expect(contacts).toContainText('No contact person is assigned to this customer yet.');
  await contacts.getByLabel('Contact person').selectOption({ label: contactName });
  await contacts.getByLabel('Role').selectOption('account_manager');
  await contacts.getByRole('button', { name: 'Assign' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The contact person is assigned.' }),
  ).toBeVisible();
  await expect(contacts).toContainText(contactName);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await context.close();

  // The Finnish customer reads the job title in Finnish on the contact page.
  const customer = await signedInPage(browser, request, customerEmail);
  await customer.page.goto('/contact');
  await expect(customer.page.getByText(contactName)).toBeVisible();
  await expect(customer.page.getByText('Avainasiakaspäällikkö', { exact: true })).toBeVisible();
  await expect(customer.page.getByText('Key account manager')).toHaveCount(0);
  await customer.context.close();
});
