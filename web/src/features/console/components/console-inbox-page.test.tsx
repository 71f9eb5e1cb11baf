import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
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

const failingEndpoint = {
  id: 'endpoint-1',
  supplier_id: 'c-3',
  customer: 'Fjordkraft Data AS',
  url: 'https://erp.fjordkraft.example/itad',
  enabled: false,
  consecutive_failed_events: 12,
  disabled_reason: 'failing',
};

const newOrder = {
  id: 'job-1',
  job_number: 'J-2026-000042',
  kind: 'COLLECTION',
  status: 'ORDERED',
  requested_date: '2026-12-03',
  created_at: '2026-11-28T08:15:00Z',
  customer: 'Nordlys Energi ASA',
  city: 'Tromsø',
  recipient_name: 'Kari Nilsen',
  unresolved_missing_assets: 0,
};

const orderDetails = {
  ...newOrder,
  customer_id: 'c-1',
  company_name: 'Nordlys Energi ASA',
  address: 'Storgata 1',
  zip_code: '9008',
  country: 'norway',
  contact_first_name: 'Kari',
  contact_last_name: 'Nilsen',
  contact_email: 'kari@nordlys.example',
  contact_phone: '+47 777 00 000',
  recipient_email: 'kari@nordlys.example',
  case_reference: null,
  delivery_info: 'Loading dock at the back.',
  equipment: ['Laptops'],
  storage_units: [{ type: 'BOX', quantity: 2 }],
  ordered_by: 'Kari Nilsen',
  attachments: [
    {
      id: 'a-1',
      file_name: 'asset-list.pdf',
      size_bytes: 2048,
      download_path: '/api/console/no/jobs/job-1/attachments/a-1',
    },
  ],
  seals: [],
  status_history: [{ status: 'ORDERED', occurred_at: '2026-11-28T08:15:00Z' }],
};

/** The console's answers for the inbox; `retried` counts the mails sent again. */
function serve(role: StaffRole) {
  const retried: string[] = [];
  const moved: Record<string, unknown>[] = [];
  const emptyPage = { items: [], total: 0, page: 1, page_size: 20 };
  const sent = answerOperations({
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
      data: {
        console_failing_webhook_endpoints: {
          items: [failingEndpoint],
          total: 1,
          page: 1,
          page_size: 10,
        },
      },
    }),
    console_jobs: () => ({
      data: {
        console_jobs: {
          items: moved.length ? [] : [newOrder],
          total: moved.length ? 0 : 1,
          page: 1,
          page_size: 10,
        },
      },
    }),
    console_job: () => ({ data: { console_job: orderDetails } }),
    console_open_holds: () => ({
      data: {
        console_open_holds: {
          items: [
            {
              id: 'hold-1',
              customer_id: 'c-2',
              customer: 'Fjellvind AS',
              serial_number: 'C02XK1ABJG5H',
              manufacturer: 'Apple',
              model: 'MacBook Pro 14',
              job_number: 'J-2026-000007',
              reason: 'activation_lock',
              note: 'Find My is on',
              placed_at: '2026-11-20T08:00:00Z',
              respond_by: '2026-11-25T08:00:00Z',
              overdue: true,
              value_at_stake: 4500,
              currency: 'NOK',
            },
          ],
          total: 1,
          page: 1,
          page_size: 10,
        },
      },
    }),
    console_advance_job: (variables) => {
      moved.push(variables);
      return {
        data: {
          console_advance_job: {
            id: 'job-1',
            job_number: newOrder.job_number,
            status: 'CONFIRMED',
          },
        },
      };
    },
    console_retry_mail: (variables) => {
      retried.push(String(variables.id));
      return {
        data: { console_retry_mail: { id: failedMail.id, recipient: failedMail.recipient } },
      };
    },
  });
  return { retried, moved, sent };
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
  it('counts what waits and leads to the new orders', async () => {
    serve('support');
    renderPage();
    const orders = await screen.findByRole('link', { name: /New orders to confirm/ });
    expect(orders.textContent).toContain('3');
    expect(orders.getAttribute('href')).toBe('#new-orders');
    expect(screen.getByText('4 past their respond-by date')).toBeTruthy();
    const held = await screen.findByRole('table', { name: /Units on hold/ });
    const row = within(held).getByRole('row', { name: /C02XK1ABJG5H/ });
    expect(row.textContent).toContain('Activation Lock / Find My');
    expect(row.textContent).toContain('Overdue');
    expect(within(row).getByRole('link', { name: 'Fjellvind AS' }).getAttribute('href')).toBe(
      '/console/customers/c-2',
    );
  });

  it('lets support read failed mails but not send them again', async () => {
    serve('support');
    renderPage();
    const table = await screen.findByRole('table', { name: /Mails not sent/ });
    const row = within(table).getByRole('row', { name: /kari@nordlys\.example/ });
    expect(within(row).getByText('550 5.1.1 Mailbox unavailable')).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '25' })).toBeTruthy();
    const endpoints = await screen.findByRole('table', { name: /^Failing webhook endpoints/ });
    const endpoint = within(endpoints).getByRole('row', { name: /Fjordkraft Data AS/ });
    expect(endpoint.textContent).toContain('Switched off for failing');
    expect(within(endpoint).getByRole('cell', { name: '12' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send the mail/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'J-2026-000042' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm J-2026-000042' })).toBeNull();
  });

  it('opens a new order to see where and whom to call, and confirms it', async () => {
    const { moved } = serve('account_manager');
    const user = renderPage();
    const orders = await screen.findByRole('table', { name: /New orders/ });
    await user.click(within(orders).getByRole('button', { name: 'J-2026-000042' }));
    const details = await screen.findByRole('dialog', { name: 'J-2026-000042 · Pickup' });
    expect(await within(details).findByText(/Storgata 1, 9008 Tromsø/)).toBeTruthy();
    expect(within(details).getByRole('link', { name: '+47 777 00 000' }).getAttribute('href')).toBe(
      'tel:+4777700000',
    );
    expect(within(details).getByRole('button', { name: 'asset-list.pdf' })).toBeTruthy();
    expect(within(details).getByText('2 × Box')).toBeTruthy();
    await user.click(within(details).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(within(orders).getByRole('button', { name: 'Confirm J-2026-000042' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move J-2026-000042 to Confirmed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText('J-2026-000042 is confirmed: the customer sees it now.'),
    ).toBeTruthy();
    expect(moved).toEqual([{ id: 'job-1', status: 'CONFIRMED', occurred_at: null }]);
    expect(await screen.findByText('No orders wait to be confirmed.')).toBeTruthy();
  });

  it('sends a failed mail again and says so', async () => {
    const { retried } = serve('account_manager');
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Send the mail to kari@nordlys.example again' }),
    );
    expect(
      await screen.findByText('The mail to kari@nordlys.example is being sent again.'),
    ).toBeTruthy();
    expect(retried).toEqual(['mail-1']);
  });

  it('finds and sorts the failed mails and the failing endpoints, each list on its own', async () => {
    const { sent } = serve('support');
    const user = renderPage();
    const lastOf = (operation: string) =>
      sent.filter((request) => request.operationName === operation).at(-1)?.variables;
    const mails = await screen.findByRole('region', { name: 'Mails not sent' });
    await user.type(within(mails).getByLabelText('Find a mail'), 'nordlys');
    await waitFor(() => expect(lastOf('console_failed_mails')?.text).toBe('nordlys'));
    await user.click(await within(mails).findByRole('button', { name: /^Attempts/ }));
    await waitFor(() =>
      expect(lastOf('console_failed_mails')).toEqual({
        text: 'nordlys',
        page: 1,
        page_size: 10,
        sort: 'attempts',
        direction: 'ASC',
      }),
    );
    await user.click(within(mails).getByRole('button', { name: /^Attempts/ }));
    await waitFor(() => expect(lastOf('console_failed_mails')?.direction).toBe('DESC'));
    // The endpoints keep their own view: most failures first, no text.
    expect(lastOf('console_failing_webhook_endpoints')).toEqual({
      text: null,
      page: 1,
      page_size: 10,
      sort: 'failures',
      direction: 'DESC',
    });

    const endpoints = screen.getByRole('region', { name: 'Failing webhook endpoints' });
    await user.click(await within(endpoints).findByRole('button', { name: /^Address/ }));
    await user.type(within(endpoints).getByLabelText('Find an endpoint'), 'fjordkraft');
    await waitFor(() =>
      expect(lastOf('console_failing_webhook_endpoints')).toEqual({
        text: 'fjordkraft',
        page: 1,
        page_size: 10,
        sort: 'url',
        direction: 'ASC',
      }),
    );
    expect(lastOf('console_failed_mails')).toMatchObject({ text: 'nordlys', sort: 'attempts' });
  });
});
