import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork, network } from '../../../test-support/network';
import { WebhooksPage } from './webhooks-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork();

const endpoint = {
  id: 'e1',
  url: 'https://hooks.example.no/itad',
  description: 'Build server',
  events: ['JOB_STATUS_CHANGED'],
  enabled: true,
  disabled_reason: null,
  created_at: '2026-11-01T08:00:00.000Z',
  previous_secret_expires_at: null,
};

/** Answers the endpoint list and the operations a test expects besides, recording what was sent. */
function serveWebhooks(answers: Record<string, object> = {}) {
  return answerOperations({
    get_webhook_endpoints: () => ({ data: { get_webhook_endpoints: [endpoint] } }),
    ...Object.fromEntries(Object.entries(answers).map(([name, data]) => [name, () => ({ data })])),
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/account/webhooks']}>
      <QueryClientProvider client={client}>
        <WebhooksPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

async function choose(item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${endpoint.url}` }));
  await user.click(screen.getByRole('menuitem', { name: item }));
  return user;
}

describe('WebhooksPage', () => {
  it('lists each endpoint with its actions in one menu, not a row of buttons', async () => {
    serveWebhooks();
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /hooks\.example\.no/ })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Job status changed')).toBeTruthy();
    expect(within(row).getAllByRole('button')).toHaveLength(1);
    await userEvent.setup().click(within(row).getByRole('button'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Delivery log',
      'Send test event',
      'Disable',
      'Rotate secret',
      'Delete',
    ]);
  });

  it('deletes an endpoint only after the question is confirmed', async () => {
    const sent = serveWebhooks({ delete_webhook_endpoint: { delete_webhook_endpoint: true } });
    renderPage();
    const user = await choose('Delete');
    const question = await screen.findByRole('alertdialog', { name: 'Delete endpoint' });
    expect(question.textContent).toContain(`Delete ${endpoint.url} and its delivery log?`);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent.map((operation) => operation.operationName)).not.toContain(
      'delete_webhook_endpoint',
    );

    await choose('Delete');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('The endpoint has been deleted.');
    expect(
      sent.find((operation) => operation.operationName === 'delete_webhook_endpoint'),
    ).toMatchObject({ variables: { endpoint_id: 'e1' } });
  });

  it('shows the new secret once after a confirmed rotation', async () => {
    serveWebhooks({
      rotate_webhook_secret: {
        rotate_webhook_secret: { endpoint, secret: 'whsec_new-secret' },
      },
    });
    renderPage();
    const user = await choose('Rotate secret');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Rotate secret' })).getByRole(
        'button',
        { name: 'Rotate secret' },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(dialog.textContent).toContain('whsec_new-secret');
  });

  it('says when the endpoints could not be loaded', async () => {
    network.use(
      graphql.query('get_webhook_endpoints', () => new HttpResponse(null, { status: 500 })),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
