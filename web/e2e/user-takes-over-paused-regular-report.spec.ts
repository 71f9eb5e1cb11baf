import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withTestDatabase } from './support/database';
import { createDemoAdmin } from './support/demo-admin';
import { signedInPage } from './support/session';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A regular report of the demo supplier whose creator was deactivated, paused by the job. A yearly
 * complete report: other specs make and delete high level ones of the same supplier meanwhile.
 */
async function pausedSubscription(creatorEmail: string, recipient: string): Promise<void> {
  await withTestDatabase(async (client) => {
    await client.query(`update users set status = 'deactivated' where email = $1`, [creatorEmail]);
    await client.query(
      `insert into report_subscriptions (supplier_id, created_by_user_id, created_by_name, kind,
         interval, date_column, recipients, language, status, paused_reason, paused_at)
       select supplier_id, id, 'Former Colleague', 'COMPLETE', 'YEARLY', 'COMPLETED_DATE',
         array[$2], 'en', 'PAUSED', 'CREATOR_DEACTIVATED', now()
       from users where email = $1`,
      [creatorEmail, recipient],
    );
  });
}

test('[USER] sees why a regular report is paused and takes it over', async ({
  browser,
  request,
}) => {
  const creator = `creator-${unique()}@demo.no`;
  const successor = `successor-${unique()}@demo.no`;
  const recipient = `finance-${unique()}@demo.no`;
  await createDemoAdmin(creator);
  await createDemoAdmin(successor);
  await pausedSubscription(creator, recipient);

  const { context, page } = await signedInPage(browser, request, successor);
  await page.goto('/report-subscriptions');
  const table = page.getByRole('table', { name: /Reports sent automatically/ });
  const row = table.getByRole('row').filter({ hasText: recipient });
  await expect(row).toContainText('Paused since');
  await expect(row).toContainText("The creator's account has been deactivated.");
  await expect(row).toContainText('Former Colleague');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await row
    .getByRole('button', { name: 'Take over regular report: Complete report, Yearly' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Regular report taken over.' }),
  ).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Astrid Admin');
  await expect(row.getByRole('button', { name: /^Take over/ })).toHaveCount(0);
  await context.close();
});
