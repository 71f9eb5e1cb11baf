import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { withTestDatabase } from './support/database';
import { mailTextsTo } from './support/mail';
import { demoPassword } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A mail the mailer gave up on, as its send job leaves it: unsent, with the server's answer. */
async function failedMailTo(recipient: string): Promise<void> {
  await withTestDatabase((client) =>
    client.query(
      `insert into email_outbox (recipient, language, template, subject, html_body, text_body,
         attempts, last_error)
       values ($1, 'en', 'invitation', 'Your invitation', '<p>Welcome aboard</p>',
         'Welcome aboard', 25, '550 5.1.1 Mailbox unavailable')`,
      [recipient],
    ),
  );
}

test('[PROVIDER] staff find a mail that was not sent in the inbox and send it again, as the staff log shows', async ({
  browser,
}) => {
  const stamp = unique();
  const recipient = `bounced-${stamp}@nordlys.example`;
  await failedMailTo(recipient);
  const email = `console-inbox-${stamp}@provider.example`;
  await createConsoleStaff(email, 'account_manager');
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, email, demoPassword);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const waiting = page.getByRole('link', { name: /Mails not sent/ });
  await expect(waiting).toBeVisible();
  await waiting.click();
  const table = page.getByRole('table', { name: /Mails not sent/ });
  const row = table.getByRole('row', { name: new RegExp(recipient) });
  await expect(row).toContainText('550 5.1.1 Mailbox unavailable');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await row.getByRole('button', { name: `Send the mail to ${recipient} again` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The mail to ${recipient} is being sent again.` }),
  ).toBeVisible();
  await expect.poll(() => mailTextsTo(recipient).length, { timeout: 30_000 }).toBe(1);
  expect(mailTextsTo(recipient)[0]).toContain('Welcome aboard');
  // Sent, it leaves the inbox.
  await page.reload();
  const section = page.getByRole('region', { name: 'Mails not sent' });
  // Loaded: the list of other mails not sent, or none at all.
  await expect(
    section.getByRole('table').or(section.getByText('Every mail has been sent.')),
  ).toBeVisible();
  await expect(section.getByText(recipient)).toHaveCount(0);
  // An account manager has no staff log in the menu.
  await expect(page.getByRole('link', { name: 'Staff log' })).toHaveCount(0);
  await context.close();

  // An administrator reads in the staff log who sent it again.
  const administratorEmail = `console-log-${stamp}@provider.example`;
  await createConsoleStaff(administratorEmail, 'administrator');
  const administratorContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
  });
  const administrator = await administratorContext.newPage();
  await signInToConsoleFirstTime(administrator, administratorEmail, demoPassword);
  await administrator
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Staff log' })
    .click();
  await expect(administrator.getByRole('heading', { level: 1, name: 'Staff log' })).toBeVisible();
  await administrator.getByLabel('Search').fill(recipient);
  const entry = administrator.getByRole('row', { name: new RegExp(recipient) });
  await expect(entry).toContainText('Sent a failed mail again');
  await expect(entry).toContainText('Kari Konsoll');
  expect((await new AxeBuilder({ page: administrator }).analyze()).violations).toEqual([]);
  await administratorContext.close();
});
