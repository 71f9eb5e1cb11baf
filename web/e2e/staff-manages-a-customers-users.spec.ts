import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { createJobsUser } from './support/jobs-user';
import { mailTextsTo } from './support/mail';
import { chooseRowAction } from './support/row-menu';
import { demoPassword } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An account manager of the Norwegian console, signed in on a page of its own. */
async function consolePage(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  await createConsoleStaff(email, 'account_manager');
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    viewport,
  });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, email, demoPassword);
  return page;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test('[PROVIDER] staff invite a Danish user to a customer, resend the invitation, deactivate its admin and switch off files on orders', async ({
  browser,
}) => {
  test.slow();
  const stamp = unique();
  // A customer of the test's own (its admin Jonas Lie, files allowed): no other test's data.
  const company = `Fjordlys Data ${stamp} AS`;
  const adminEmail = `fjordlys-admin-${stamp}@fjordlys.example`;
  await createJobsUser(adminEmail, company, { admin: true });
  const metteEmail = `mette-${stamp}@fjordlys.example`;
  const page = await consolePage(browser, `console-customers-${stamp}@provider.example`);

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  // A customer is found by one of its users' e-mail addresses.
  await page.getByLabel('Search').fill(adminEmail);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText('1 active, 0 invited');
  await expect(row).toContainText('Allowed');
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A click anywhere in the row opens the customer, as in the other lists.
  await row.getByText('1 active, 0 invited').click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Not part of a group');

  const form = page.getByRole('region', { name: 'Invite a user' });
  await form.getByLabel('E-mail').fill(metteEmail);
  await form.getByLabel('First name').fill('Mette');
  await form.getByLabel('Last name').fill('Jensen');
  await form.getByLabel('Language').selectOption('da');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation sent to ${metteEmail}.` }),
  ).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveValue('');
  const mette = page.getByRole('row', { name: /Mette Jensen/ });
  await expect(mette).toContainText('Invited');
  await expect(mette).toContainText('Dansk');

  await chooseRowAction(page, 'Mette Jensen', 'Resend invitation');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `A new invitation has been sent to ${metteEmail}.` }),
  ).toBeVisible();
  // Both invitations are in Danish, the language chosen for her.
  await expect.poll(() => mailTextsTo(metteEmail).length, { timeout: 15_000 }).toBe(2);
  const invitation = mailTextsTo(metteEmail).at(-1)!;
  expect(invitation).toContain(`${company} har inviteret dig til kundeportalen`);
  expect(invitation).toContain('Fuldfør din registrering');
  expect(invitation).not.toContain('Complete your registration');

  await chooseRowAction(page, 'Jonas Lie', 'Deactivate');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Deactivate Jonas Lie? Their sessions end at once and they can no longer sign in. Regular reports they created are paused.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Jonas Lie has been deactivated.' }),
  ).toBeVisible();
  const jonas = page.getByRole('row', { name: /Jonas Lie/ });
  await expect(jonas).toContainText('Deactivated');
  // A deactivated user has nothing left to do to.
  await expect(jonas.getByRole('button', { name: 'Actions for Jonas Lie' })).toHaveCount(0);

  const files = page.getByRole('switch', { name: 'Users may attach files to their orders' });
  await expect(files).toBeChecked();
  await files.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${company}: users can no longer attach files to their orders.` }),
  ).toBeVisible();
  await expect(files).not.toBeChecked();
  await expectNoAxeViolations(page);

  // New users get report access by default from now: the invitation's box starts ticked.
  const reportAccess = form.getByLabel('Report access');
  await expect(reportAccess).not.toBeChecked();
  await page
    .getByRole('switch', { name: 'New users get access to reports and settlements' })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${company}: new users now get access to reports and settlements.` }),
  ).toBeVisible();
  await expect(reportAccess).toBeChecked();

  // The list shows what changed.
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await page.getByLabel('Search').fill(adminEmail);
  await expect(row).toContainText('0 active, 1 invited');
  await expect(row).toContainText('Not allowed');
  await page.context().close();
});

for (const language of ['fi', 'no']) {
  test(`[PROVIDER] the customers pages read on a phone in ${language}, no sideways scroll`, async ({
    browser,
  }) => {
    const stamp = unique();
    const adminEmail = `phone-${language}-${stamp}@fjordlys.example`;
    const company = `Fjordlys Bergen ${stamp} AS`;
    await createJobsUser(adminEmail, company, { admin: true });
    const page = await consolePage(
      browser,
      `console-customers-phone-${language}-${stamp}@provider.example`,
      { width: 390, height: 844 },
    );
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );

    await page.goto(`/console/customers?q=${encodeURIComponent(adminEmail)}&lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await sideways(), `/console/customers in ${language}`).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: company }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    // The customer's settings: files on orders and the report access default.
    await expect(page.getByRole('switch')).toHaveCount(2);
    expect(await sideways(), `/console/customers/{id} in ${language}`).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
