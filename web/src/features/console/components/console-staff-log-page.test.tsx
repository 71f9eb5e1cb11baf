import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { consoleMeAnswer } from '../lib/console-me-answer';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { ConsoleStaffLogPage } from './console-staff-log-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork();

function serve(role: StaffRole) {
  return answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_staff_log: () => ({
      data: {
        console_staff_log: {
          items: [
            {
              id: '7',
              occurred_at: '2026-11-28T10:15:00Z',
              staff_name: 'Anna Andersen',
              action: 'customer_user.invited',
              target_type: 'user',
              target_label: 'mette@nordlys.example',
              supplier_id: 'supplier-1',
              customer: 'Nordlys Energi ASA',
              ip_address: '203.0.113.7',
            },
          ],
          total: 1,
          page: 1,
          page_size: 50,
        },
      },
    }),
  });
}

function renderPage() {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/console/log']}>
      <QueryClientProvider client={client}>
        <ConsoleStaffLogPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ConsoleStaffLogPage', () => {
  it('shows administrators who did what, in words, with the customer it concerned', async () => {
    serve('administrator');
    renderPage();
    const table = await screen.findByRole('table', { name: /Staff log/ });
    const row = within(table).getByRole('row', { name: /Anna Andersen/ });
    expect(row.textContent).toContain("Invited a customer's user");
    expect(within(row).getByRole('link', { name: 'Nordlys Energi ASA' }).getAttribute('href')).toBe(
      '/console/customers/supplier-1',
    );
  });

  it('tells other roles that the log is for administrators and does not ask for it', async () => {
    const sent = serve('account_manager');
    renderPage();
    expect(await screen.findByText('Only administrators read the staff log.')).toBeTruthy();
    expect(sent.map((operation) => operation.operationName)).not.toContain('console_staff_log');
  });
});
