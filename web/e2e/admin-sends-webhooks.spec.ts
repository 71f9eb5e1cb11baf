import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/session';
import { createUserListSupplier } from './support/user-list-supplier';
import { chooseRowAction } from './support/row-menu';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The customer's receiver on loopback: answers 204 and remembers the webhook ids it got. */
async function startReceiver() {
  const received: { id: string; type: string; signature: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string };
      received.push({
        id: String(request.headers['webhook-id']),
        type: body.type,
        signature: String(request.headers['webhook-signature']),
      });
      response.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => server.close() };
}

test('[ADMIN] adds a webhook endpoint, sees its secret once, a test event in the log, rotates and deletes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const receiver = await startReceiver();
  const adminEmail = `admin-hooks-${unique()}@demo.no`;
  await createUserListSupplier(adminEmail, `Wh${unique()}`, 0);
  const { context, page } = await signedInPage(browser, request, adminEmail);
  try {
    await page.goto('/account');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No endpoints yet.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // A private address is refused with a message the admin can act on.
    await page.getByLabel('Endpoint URL').fill('http://10.1.2.3/hooks');
    await page.getByRole('checkbox', { name: 'Job status changed' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('alert')).toContainText('cannot receive webhooks');

    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByLabel('Description (optional)').fill('Asset management');
    await page.getByRole('checkbox', { name: 'Certificate of destruction issued' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret, once, in a dialog.
    const dialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const firstSecret = await dialog.getByTestId('webhook-secret').textContent();
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/whsec_/)).toHaveCount(0);

    const endpoints = page.getByRole('table', { name: 'Webhook endpoints' });
    await expect(endpoints.getByRole('row')).toHaveCount(2);
    await expect(endpoints).toContainText('Asset management');
    await expect(endpoints).toContainText('Job status changed');
    await expect(endpoints).toContainText('Enabled');

    // A test event reaches the receiver and shows as delivered in the log.
    await chooseRowAction(page, receiver.url, 'Send test event');
    await expect(
      page.getByRole('status').filter({ hasText: 'test event has been sent' }),
    ).toBeVisible();
    const log = page.getByRole('table', { name: 'Deliveries to the endpoint' });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log).toContainText('webhook.test');
    await expect(log).toContainText('Delivered');
    await expect(log).toContainText('204');
    expect(receiver.received.map((event) => event.type)).toEqual(['webhook.test']);
    expect(receiver.received[0]?.signature).toMatch(/^v1,/);
    await expect(log).toContainText(receiver.received[0]?.id ?? 'missing');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Disabled and enabled again.
    await chooseRowAction(page, receiver.url, 'Disable');
    await expect(
      page.getByRole('status').filter({ hasText: 'The endpoint has been disabled.' }),
    ).toBeVisible();
    await expect(endpoints).toContainText('Disabled');
    await chooseRowAction(page, receiver.url, 'Enable');
    await expect(
      page.getByRole('status').filter({ hasText: 'The endpoint has been enabled.' }),
    ).toBeVisible();
    await expect(endpoints).toContainText('Enabled');

    // A new secret, shown once, while the old one keeps signing for a day.
    await chooseRowAction(page, receiver.url, 'Rotate secret');
    const question = page.getByRole('alertdialog', { name: 'Rotate secret' });
    await question.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    expect(await dialog.getByTestId('webhook-secret').textContent()).not.toBe(firstSecret);
    await expect(dialog).toContainText(
      'The previous secret keeps signing alongside this one until',
    );
    await dialog.getByRole('button', { name: 'I have copied it' }).click();

    // Deleted with its log.
    await chooseRowAction(page, receiver.url, 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete endpoint' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No endpoints yet.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Deliveries to the endpoint' })).toHaveCount(0);
  } finally {
    await context.close();
    receiver.close();
  }
});
