import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createJobsUser } from './support/jobs-user';
import { orderPickup } from './support/ordered-job';
import { demoPassword, signedInPage } from './support/session';

test('[PROVIDER] staff find a new order in the inbox, read where and whom to call, and confirm it for the customer', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const company = `Havbris Data ${stamp} AS`;
  const customerEmail = `havbris-${stamp}@test.example`;
  await createJobsUser(customerEmail, company);
  const customer = await signedInPage(browser, request, customerEmail);
  const job = await orderPickup(request, customer.token);

  const staffEmail = `console-orders-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'account_manager');
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);
  await page.getByRole('link', { name: /New orders to confirm and schedule/ }).click();
  const orders = page.getByRole('region', { name: 'New orders' });
  await orders.getByLabel('Find an order').fill(job.job_number);
  const row = orders.getByRole('row', { name: new RegExp(job.job_number) });
  await expect(row).toContainText(company);

  await row.getByRole('button', { name: job.job_number, exact: true }).click();
  const details = page.getByRole('dialog', { name: `${job.job_number} · Pickup` });
  await expect(details).toContainText('Strandveien 10, 1366 Lysaker');
  await expect(details.getByRole('link', { name: '+47 912 34 567' })).toHaveAttribute(
    'href',
    'tel:+4791234567',
  );
  await expect(details).toContainText('2 × Box');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await details.getByRole('button', { name: 'Close' }).last().click();

  await row.getByRole('button', { name: `Confirm ${job.job_number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Move ${job.job_number} to Confirmed?` });
  await confirm.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(
    page.getByText(`${job.job_number} is confirmed: the customer sees it now.`),
  ).toBeVisible();
  await expect(orders.getByText('No orders wait to be confirmed.')).toBeVisible();

  await customer.page.goto(`/services/${job.id}`);
  await expect(customer.page.locator('[aria-current="step"]')).toContainText('Confirmed');
  await customer.context.close();
});
