import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/content';
import { mailsTo } from './support/mail';
import { signedInPage } from './support/session';

test('[USER] sees the contacts by role and sends the account manager a message', async ({
  browser,
  request,
}) => {
  const { context, page } = await signedInPage(browser, request, 'user@demo.no');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  const provider = page.getByRole('region', { name: 'Your contacts at Greentech' });
  const manager = provider.getByRole('listitem').filter({ hasText: 'Account manager' }).first();
  await expect(manager.getByRole('heading', { name: 'Marius Solberg' })).toBeVisible();
  await expect(manager.getByText('Key Account Manager')).toBeVisible();
  await expect(
    manager.getByRole('link', { name: 'marius.solberg@greentech.example' }),
  ).toHaveAttribute('href', 'mailto:marius.solberg@greentech.example');
  await expect(manager.getByRole('link', { name: '+47 922 14 380' })).toHaveAttribute(
    'href',
    'tel:+4792214380',
  );
  for (const role of [
    'Account manager ITAD',
    'Account manager sales',
    'Invoicing',
    'Sales director',
    'Sales support',
  ]) {
    await expect(provider.getByText(role, { exact: true }).first()).toBeVisible();
  }
  const own = page.getByRole('region', { name: 'Contact person at Nordlys Energi ASA' });
  await expect(own.getByRole('heading', { name: 'Ingrid Haugen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An empty form is not sent.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Write a subject.')).toBeVisible();
  await expect(page.getByText('Write a message.')).toBeVisible();

  const subject = `Pickup before Christmas ${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Can you collect 40 laptops in week 51?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your message has been sent to Marius Solberg.',
  );
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  await expect
    .poll(() => mailsTo('marius.solberg@greentech.example').some((raw) => raw.includes(subject)))
    .toBe(true);
  await context.close();
});
