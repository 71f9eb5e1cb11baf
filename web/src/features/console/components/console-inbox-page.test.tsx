import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { consoleMeAnswer } from '../lib/console-me-answer';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { ConsoleInboxPage } from './console-inbox-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork();

const failedMail = {
  id: 'mail-1',
  recipient: 'kari@nordlys.example',
  subject: 'You are invited',
  template: 'invitation',
  attempts: 25,
  last_error: '550 5.1.1 Mailbox unavailable',
  created_at: '2026-11-27T08:00:00Z',
};

/** The console's answers for the inbox; `retried` counts the mails sent again. */
function serve(role: StaffRole) {
  const retried: string[] = [];
  const emptyPage = { items: [], total: 0, page: 1, page_size: 20 };
  answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_inbox_summary: () => ({
      data: {
        console_inbox_summary: {
          pending_access_requests: 0,
          new_orders: 3,
          open_holds: 12,
          overdue_holds: 4,
          failed_mails: 1,
          failing_webhook_endpoints: 0,
        },
      },
    }),
    console_access_requests: () => ({ data: { console_access_requests: emptyPage } }),
    console_failed_mails: () => ({
      data: { console_failed_mails: { items: [failedMail], total: 1, page: 1, page_size: 10 } },
    }),
    console_failing_webhook_endpoints: () => ({
      data: { console_failing_webhook_endpoints: { ...emptyPage, page_size: 10 } },
    }),
    console_retry_mail: (variables) => {
      retried.push(String(variables.id));
      return {
        data: { console_retry_mail: { id: failedMail.id, recipient: failedMail.recipient } },
      };
    },
  });
  return retried;
}

function renderPage() {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/console/inbox']}>
      <QueryClientProvider client={client}>
        <ConsoleInboxPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('ConsoleInboxPage', () => {
  it('counts what waits and leads new orders to the jobs board', async () => {
    serve('support');
    renderPage();
    const orders = await screen.findByRole('link', { name: /New orders to confirm/ });
    expect(orders.textContent).toContain('3');
    expect(orders.getAttribute('href')).toBe('/console/jobs?status=ORDERED');
    expect(screen.getByText('4 past their respond-by date')).toBeTruthy();
  });

  it('lets support read failed mails but not send them again', async () => {
    serve('support');
    renderPage();
    const table = await screen.findByRole('table', { name: /Mails not sent/ });
    expect(within(table).getByText('550 5.1.1 Mailbox unavailable')).toBeTruthy();
    expect(within(table).getByText('25 attempts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send the mail/ })).toBeNull();
  });

  it('sends a failed mail again and says so', async () => {
    const retried = serve('account_manager');
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Send the mail to kari@nordlys.example again' }),
    );
    expect(
      await screen.findByText('The mail to kari@nordlys.example is being sent again.'),
    ).toBeTruthy();
    expect(retried).toEqual(['mail-1']);
  });
});
