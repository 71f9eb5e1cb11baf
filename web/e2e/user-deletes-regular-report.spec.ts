import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, failOperation } from './support/content';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';
import { chooseRowAction } from './support/row-menu';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('[USER] the delete dialog names the regular report, keeps to the CSP, and one message shows at a time', async ({
  browser,
  request,
}) => {
  const email = `delete-dialog-${unique()}@demo.no`;
  await createDemoAdmin(email);
  const { context, page } = await signedInPage(browser, request, email);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/report-subscriptions');
  // Certificates of destruction: other specs count the supplier's regular high level reports.
  await page.getByRole('radio', { name: 'Certificate of destruction' }).check();
  await page.getByLabel('Interval').selectOption('WEEKLY');
  await page.getByRole('button', { name: 'Create regular report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Regular report created.' }),
  ).toBeVisible();

  // A refused delete leaves its error ...
  await failOperation(page, 'delete_report_subscription');
  const table = page.getByRole('table', { name: /Reports sent automatically/ });
  await chooseRowAction(page, 'Certificate of destruction, Weekly', 'Delete', table);
  const dialog = page.getByRole('alertdialog', {
    name: 'Delete regular report: Certificate of destruction, Weekly',
  });
  await expect(dialog).toContainText('Are you sure you want to delete this regular report?');
  await expect(dialog).toContainText(`It is sent to ${email}.`);
  // The page behind does not scroll while the dialog is open (locked by the stylesheet).
  await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Could not delete regular report.');

  // ... which goes when the next action's message shows.
  await page.unroute('**/graphql/*');
  await page.getByLabel('Interval').selectOption('YEARLY');
  await page.getByRole('button', { name: 'Create regular report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Regular report created.' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(violations).toEqual([]);

  // Leaves the supplier's regular reports as they were.
  for (const interval of ['Weekly', 'Yearly']) {
    await chooseRowAction(page, `Certificate of destruction, ${interval}`, 'Delete', table);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Regular report deleted.' }),
    ).toBeVisible();
  }
  await context.close();
});
