import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { ReportSubscriptionsPage } from './report-subscriptions-page';

let i18n: typeof i18next;
beforeAll(() => {
  i18n = initialiseTestI18n();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});
fakeTheNetwork();

const paused: {
  status: string;
  paused_reason: string | null;
  paused_at: string | null;
  [field: string]: unknown;
} = {
  id: 's1',
  kind: 'COMPLETE',
  interval: 'MONTHLY',
  date_column: 'COMPLETED_DATE',
  department: null,
  free_text: null,
  serial_or_product: null,
  recipients: ['finance@example.no'],
  created: '2026-10-01T08:00:00.000Z',
  created_by: 'Kari Nordmann',
  last_period_from: '2026-09-01',
  status: 'PAUSED',
  paused_reason: 'CREATOR_DEACTIVATED',
  paused_at: '2026-11-02T03:00:00.000Z',
};

const options = () => ({
  data: { get_user: { id: 'u1', email: 'ola@example.no' }, get_suppliers: [] },
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/report-subscriptions']}>
      <QueryClientProvider client={client}>
        <ReportSubscriptionsPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ReportSubscriptionsPage', () => {
  it('shows a paused regular report with its reason, and takes it over', async () => {
    let current = paused;
    const sent = answerOperations({
      get_report_subscription_page: () => ({
        data: {
          get_report_subscription_page: { subscriptions: [current], total: 1, companies: [] },
        },
      }),
      get_report_options: options,
      take_over_report_subscription: () => {
        current = { ...paused, status: 'ACTIVE', paused_reason: null, paused_at: null };
        return { data: { take_over_report_subscription: { id: 's1', status: 'ACTIVE' } } };
      },
    });
    renderPage();
    const row = (await screen.findByText('Kari Nordmann', { exact: false })).closest('tr')!;
    expect(within(row).getByText("The creator's account has been deactivated.")).toBeTruthy();
    expect(within(row).getByText(/^Paused since/)).toBeTruthy();

    await userEvent.setup().click(
      within(row).getByRole('button', {
        name: 'Take over regular report: Complete report, Monthly',
      }),
    );

    const notice = await screen.findByText(
      'Regular report taken over. It is active again and is now sent in your name.',
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(sent.find((body) => body.operationName === 'take_over_report_subscription')).toEqual(
      expect.objectContaining({ variables: { subscription_id: 's1' } }),
    );
    expect(await within(row).findByText('Active')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Take over/ })).toBeNull();
  });

  it('announces a refused take-over', async () => {
    answerOperations({
      get_report_subscription_page: () => ({
        data: {
          get_report_subscription_page: { subscriptions: [paused], total: 1, companies: [] },
        },
      }),
      get_report_options: options,
      take_over_report_subscription: () => ({
        data: null,
        errors: [{ message: 'limit', extensions: { code: 'SUBSCRIPTION_LIMIT_REACHED' } }],
      }),
    });
    renderPage();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /^Take over regular report/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There are already 25 active regular reports, the most allowed. Delete one before adding another.',
    );
  });
});
