import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleCustomersQuery, StaffRole } from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { consoleMeAnswer } from '../lib/console-me-answer';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { ConsoleCustomersPage } from './console-customers-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork();

type ListedCustomer = ConsoleCustomersQuery['console_customers']['items'][number];

const customer = (overrides: Partial<ListedCustomer>): ListedCustomer => ({
  id: 'c-0',
  company: 'Company',
  org_number: null,
  is_master_account: false,
  master_company: null,
  sub_supplier_count: 0,
  can_upload: false,
  active_users: 0,
  invited_users: 0,
  last_sign_in_at: null,
  created_at: '2025-03-14T09:00:00Z',
  ...overrides,
});

const holding = customer({
  id: 'c-1',
  company: 'Nordlys Holding AS',
  org_number: '912 345 678',
  is_master_account: true,
  sub_supplier_count: 3,
  can_upload: true,
  active_users: 2,
  invited_users: 1,
  last_sign_in_at: '2026-11-20T09:30:00Z',
});
const branch = customer({
  id: 'c-2',
  company: 'Nordlys Bergen AS',
  master_company: 'Nordlys Holding AS',
  active_users: 1,
});

function serve(items: ListedCustomer[], role: StaffRole = 'support') {
  return answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_create_customer: (variables) => ({
      data: {
        console_create_customer: {
          id: 'c-new',
          company: (variables.customer as { company: string }).company,
        },
      },
    }),
    console_customers: (variables) => ({
      data: {
        console_customers: {
          items: variables.text ? items.filter((item) => item.id === 'c-2') : items,
          total: items.length,
          page: 1,
          page_size: 25,
        },
      },
    }),
  });
}

function renderPage() {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/console/customers']}>
      <QueryClientProvider client={client}>
        <ConsoleCustomersPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('ConsoleCustomersPage', () => {
  it("lists each customer with its group, users counted, last sign-in and files' setting", async () => {
    serve([holding, branch]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeTruthy();

    const master = (await screen.findByRole('rowheader', { name: /^Nordlys Holding AS/ })).closest(
      'tr',
    )!;
    expect(
      within(master).getByRole('link', { name: 'Nordlys Holding AS' }).getAttribute('href'),
    ).toBe('/console/customers/c-1');
    expect(within(master).getByText('Master account · 3 sub-suppliers')).toBeTruthy();
    expect(within(master).getByText('912 345 678')).toBeTruthy();
    expect(within(master).getByText('2 active, 1 invited')).toBeTruthy();
    expect(within(master).getByText('20 Nov 2026')).toBeTruthy();
    expect(within(master).getByText('Allowed')).toBeTruthy();
    expect(within(master).getByText('14 Mar 2025')).toBeTruthy();

    const sub = screen.getByRole('rowheader', { name: /^Nordlys Bergen AS/ }).closest('tr')!;
    expect(within(sub).getByText('Sub-supplier of Nordlys Holding AS')).toBeTruthy();
    expect(within(sub).getByText('1 active, 0 invited')).toBeTruthy();
    expect(within(sub).getByText('Never')).toBeTruthy();
    expect(within(sub).getByText('Not allowed')).toBeTruthy();
  });

  it('searches by what is typed and sorts by company or customer since', async () => {
    const sent = serve([holding, branch]);
    const user = renderPage();
    await screen.findByRole('rowheader', { name: /^Nordlys Holding AS/ });
    await user.type(screen.getByLabelText('Search'), 'bergen@nordlys.example');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /^Nordlys Holding AS/ })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: /Customer since/ }));
    await waitFor(() =>
      expect(sent.at(-1)?.variables).toEqual({
        text: 'bergen@nordlys.example',
        page: 1,
        page_size: 25,
        sort: 'created_at',
        direction: 'ASC',
      }),
    );
  });

  it('adds a customer that came without an access request, and leads to it', async () => {
    const sent = serve([holding, branch], 'account_manager');
    const user = renderPage();
    const form = await screen.findByRole('region', { name: 'Add a customer' });
    await user.click(within(form).getByRole('button', { name: 'Add customer' }));
    expect(within(form).getByText('Enter the company name.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Company name'), ' Fjordlys Data AS ');
    await user.type(within(form).getByLabelText('Organisation number'), '998 877 665');
    await user.click(within(form).getByLabelText(/^Master account/));
    await user.click(within(form).getByRole('button', { name: 'Add customer' }));
    const link = await within(form).findByRole('link', {
      name: 'Open Fjordlys Data AS to invite its first admin',
    });
    expect(link.getAttribute('href')).toBe('/console/customers/c-new');
    expect(
      sent.find((operation) => operation.operationName === 'console_create_customer')?.variables,
    ).toEqual({
      customer: {
        company: 'Fjordlys Data AS',
        org_number: '998 877 665',
        is_master_account: true,
        parent_id: null,
      },
    });
    expect(within(form).getByLabelText<HTMLInputElement>('Company name').value).toBe('');
  });

  it('offers support no form to add a customer', async () => {
    serve([holding]);
    renderPage();
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Add a customer' })).toBeNull();
  });

  it('says so when there are no customers yet', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('There are no customers yet.')).toBeTruthy();
  });
});
