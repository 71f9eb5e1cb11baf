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

test('[PROVIDER] staff find a mail that was not sent in the inbox and send it again', async ({
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
  await context.close();
});
