import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createJobsUser } from './support/jobs-user';
import { chooseRowAction } from './support/row-menu';
import { demoPassword, signedInPage } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test('[PROVIDER] support sees a customer’s portal as its admin, read only and for a time, and the customer sees that in its audit log', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = unique();
  const company = `Fjordlys Support ${stamp} AS`;
  const adminEmail = `view-admin-${stamp}@fjordlys.example`;
  await createJobsUser(adminEmail, company, { admin: true });
  const staffEmail = `console-support-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'support');
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);

  await page.goto(`/console/customers?q=${encodeURIComponent(adminEmail)}`);
  await page.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await chooseRowAction(page, 'Jonas Lie', 'See the portal as this user');
  const dialog = page.getByRole('dialog', { name: 'See the portal as Jonas Lie' });
  await expect(dialog).toContainText(`You will see what ${adminEmail} sees, read only`);
  await dialog.getByRole('button', { name: 'Start the view' }).click();
  await expect(dialog.getByLabel('Why')).toHaveAccessibleDescription(
    "Say why you look at the customer's portal.",
  );
  await dialog.getByLabel('Why').fill('Ticket 4711: cannot find the certificates');
  await dialog.getByRole('radio', { name: '15 minutes' }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start the view' }).click();
  await expect(dialog.getByRole('status')).toContainText('Open it within two minutes');

  const [portal] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: "Open the customer's portal" }).click(),
  ]);
  await expect(portal).toHaveURL(/\/unit-summary$/);
  const banner = portal.getByRole('region', { name: "Read-only view for the provider's staff" });
  await expect(banner).toContainText(
    "Kari Konsoll of the provider's staff sees the portal as this user until",
  );
  await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(portal);

  // Reading works; changing is refused by the server, whatever the form.
  await portal.goto('/account');
  await portal.getByLabel('Job title').fill('IT manager');
  await portal.getByRole('button', { name: 'Save changes' }).click();
  await expect(portal.getByRole('alert')).toContainText(
    "This is a read-only view of the customer's portal: nothing can be changed.",
  );

  // On a phone the banner fits and the page does not scroll sideways.
  await portal.setViewportSize({ width: 390, height: 844 });
  await expect(banner.getByRole('button', { name: 'End view' })).toBeInViewport();
  expect(
    await portal.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);

  await banner.getByRole('button', { name: 'End view' }).click();
  await expect(portal.getByText('The view has ended. You can close this tab.')).toBeVisible();
  await expectNoAxeViolations(portal);
  await context.close();

  // The customer's admin reads who looked, why and until when.
  const customer = await signedInPage(browser, request, adminEmail);
  await customer.page.goto('/account/audit-log');
  const entry = customer.page.getByRole('row', { name: /Provider staff: Kari Konsoll/ });
  await expect(entry).toContainText('Provider staff saw the portal as a user (read only)');
  await expect(entry).toContainText('Why: Ticket 4711: cannot find the certificates · until');
  await expect(entry).toContainText(adminEmail);
  await customer.context.close();
});
