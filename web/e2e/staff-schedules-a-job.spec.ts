import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createJobsUser } from './support/jobs-user';
import { orderPickup } from './support/ordered-job';
import { demoPassword, signedInPage } from './support/session';

test('[PROVIDER] staff schedule a pickup on the jobs board and the customer sees it', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const company = `Vestlys Kontor ${stamp} AS`;
  const customerEmail = `vestlys-${stamp}@test.example`;
  await createJobsUser(customerEmail, company);
  const customer = await signedInPage(browser, request, customerEmail);
  const job = await orderPickup(request, customer.token);

  const staffEmail = `console-jobs-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'account_manager');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await page.getByLabel('Search').fill(job.job_number);
  const row = page.getByRole('row', { name: new RegExp(job.job_number) });
  await expect(row).toContainText(company);
  await expect(row).toContainText('Ordered');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await row.getByLabel(`Next status for ${job.job_number}`).selectOption('SCHEDULED');
  await row.getByRole('button', { name: `Move ${job.job_number} to the chosen status` }).click();
  // Staff look once more, and could say when it happened; now it is.
  const moving = page.getByRole('dialog', { name: `Move ${job.job_number} to Scheduled?` });
  await expect(moving.getByLabel('Time')).not.toHaveValue('');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await moving.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(moving).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `${job.job_number} is now Scheduled.` }),
  ).toBeVisible();
  await expect(row).toContainText('Scheduled');
  // Scheduled is past Confirmed: the next step offered is the one after.
  await expect(row.getByLabel(`Next status for ${job.job_number}`)).toHaveValue('COLLECTED');

  // Without an ERP, the driver's seal numbers are recorded here too.
  await row.getByRole('button', { name: `Seals and units of ${job.job_number}` }).click();
  const records = page.getByRole('dialog', { name: `Seals and units of ${job.job_number}` });
  await expect(records).toContainText('No seals recorded yet.');
  await records.getByLabel('Seal numbers the driver read').fill('SEAL-1001, SEAL-1002');
  await records.getByRole('button', { name: 'Record seals' }).click();
  await expect(records.getByRole('status')).toHaveText('2 new seals recorded.');
  await expect(records).toContainText('Recorded: SEAL-1001, SEAL-1002');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await records.getByRole('button', { name: 'Close', exact: true }).last().click();
  await context.close();

  // The customer's job page shows the new status, with the step it skipped dated too.
  await customer.page.goto(`/services/${job.id}`);
  await expect(
    customer.page.getByRole('heading', { level: 1, name: `Job ${job.job_number}` }),
  ).toBeVisible();
  await expect(customer.page.locator('[aria-current="step"]')).toContainText('Scheduled');
  await customer.context.close();
});

for (const language of ['da', 'en', 'fi', 'no', 'se']) {
  test(`[PROVIDER] the console reads on a phone in ${language}, axe clean, read only for support`, async ({
    browser,
  }) => {
    const staffEmail = `console-phone-${language}-${Date.now()}@provider.example`;
    await createConsoleStaff(staffEmail, 'support');
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await signInToConsoleFirstTime(page, staffEmail, demoPassword);
    for (const path of ['/console/inbox', '/console/jobs']) {
      await page.goto(`${path}?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The inbox has more than one list (mails not sent, when there are any).
      await expect(page.getByRole('table').first()).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${path} in ${language}`).toBe(0);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
    // Support reads: the board says so and offers no next status to choose.
    await expect(page.getByRole('table').getByRole('combobox')).toHaveCount(0);
    if (language === 'no') {
      await expect(page.getByText('Du har lesetilgang', { exact: false })).toBeVisible();
    }
    // The legal identity: support reads it (IBAN and all), with no form, on a phone too.
    await page.goto(`/console/legal-identity?lng=${language}`);
    await expect(page.getByText('IBAN', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `legal identity in ${language}`).toBe(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await context.close();
  });
}
