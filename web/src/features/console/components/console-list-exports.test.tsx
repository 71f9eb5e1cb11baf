import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { serveConsoleExports, type ExportRequest } from '../lib/console-export-answer';
import { consoleMeAnswer } from '../lib/console-me-answer';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { ConsoleFactorsPage } from './console-factors-page';
import { ConsoleProviderKeysPage } from './console-provider-keys-page';
import { ConsoleStaffLogPage } from './console-staff-log-page';
import { ConsoleStaffPage } from './console-staff-page';
import { CustomerAgreementList } from './customer-agreement-list';
import { CustomerList } from './customer-list';
import { CustomerUserList } from './customer-user-list';
import type { ConsoleCustomer } from './customer-details';
import { DocumentLibrary } from './document-library';
import { FailedMailList } from './failed-mail-list';
import { FailingWebhookList } from './failing-webhook-list';
import { AccessRequestInbox } from './access-request-inbox';
import { JobBoard } from './job-board';
import { NewOrderList } from './new-order-list';
import { OpenHoldList } from './open-hold-list';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork({ files: true });

/** One list page of one row, whatever the list. */
const pageOf = (field: string, item: object) => () => ({
  data: { [field]: { items: [item], total: 1, page: 1, page_size: 25 } },
});

function renderAt(address: string, content: ReactNode) {
  saveConsoleSession({ token: 'itadst_session', country: 'DK' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[address]}>
      <QueryClientProvider client={client}>{content}</QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** Presses the list's export button (the list's own where a page has two) and waits for its request. */
async function exportWith(
  user: ReturnType<typeof userEvent.setup>,
  requests: ExportRequest[],
  button: 'Export CSV' | 'Export Excel' = 'Export CSV',
  list: HTMLElement = document.body,
): Promise<ExportRequest> {
  await user.click(await within(list).findByRole('button', { name: button }));
  await waitFor(() => expect(requests).toHaveLength(1));
  return requests[0]!;
}

const job = {
  id: 'job-1',
  job_number: 'J-1001',
  kind: 'COLLECTION',
  status: 'SCHEDULED',
  requested_date: '2026-11-30',
  created_at: '2026-11-20T09:00:00Z',
  customer: 'Nordlys Energi ASA',
  city: 'Bergen',
  recipient_name: 'Kari Nordmann',
  unresolved_missing_assets: 0,
};

/** A customer whose own lists (users, agreements) are exported. */
const nordlysEnergi: ConsoleCustomer = {
  id: 'supplier-1',
  company: 'Nordlys Energi ASA',
  org_number: '912345678',
  is_master_account: false,
  master_id: null,
  master_company: null,
  sub_supplier_count: 0,
  can_upload: true,
  report_access_default: false,
  active_users: 1,
  invited_users: 0,
  last_sign_in_at: null,
  created_at: '2026-01-05T08:00:00Z',
};

describe("the console's lists as files", () => {
  it('the staff, the provider keys and the CO2 factors: their filters, as the staff session', async () => {
    answerOperations({
      console_me: () => consoleMeAnswer('administrator'),
      console_staff_members: pageOf('console_staff_members', {
        id: 'staff-1',
        email: 'ada@provider.example',
        name: 'Ada Admin',
        role: 'administrator',
        language: 'en',
        status: 'active',
        authenticator_set_up: true,
        created_at: '2026-11-01T09:00:00Z',
        last_sign_in_at: null,
      }),
      console_provider_keys: pageOf('console_provider_keys', {
        id: 'key-1',
        name: 'Warehouse ERP',
        created_at: '2026-11-01T09:00:00Z',
        last_used_at: null,
        revoked_at: null,
      }),
      console_co2_factors: () => ({
        data: {
          console_co2_factors: {
            items: [
              {
                category: 'laptop',
                manufacturer: null,
                model: null,
                valid_from: '2026-01-01',
                kg_co2e: 200,
                kg_co2e_low: null,
                kg_co2e_high: null,
                source: 'Study',
                source_year: 2025,
                source_url: null,
              },
            ],
            total: 1,
            page: 1,
            page_size: 50,
            categories: ['laptop'],
          },
        },
      }),
      console_co2_equivalents: () => ({
        data: {
          console_co2_equivalents: {
            items: [],
            total: 0,
            page: 1,
            page_size: 20,
            kinds: ['households', 'persons'],
          },
        },
      }),
    });
    const requests = serveConsoleExports();
    let user = renderAt('/console/staff?q=Ada&sort=role&dir=DESC', <ConsoleStaffPage />);
    await screen.findByText('ada@provider.example');
    expect(screen.getByRole('columnheader', { name: /Role/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect((await exportWith(user, requests)).path).toBe('/api/console/dk/exports/staff.csv');
    expect(requests[0]?.query).toEqual({
      text: 'Ada',
      sort: 'role',
      direction: 'DESC',
      language: 'en',
    });
    cleanup();
    requests.splice(0);
    user = renderAt('/console/provider-keys', <ConsoleProviderKeysPage />);
    await screen.findByText('Warehouse ERP');
    expect((await exportWith(user, requests)).path).toBe(
      '/api/console/dk/exports/provider-keys.csv',
    );
    cleanup();
    requests.splice(0);
    user = renderAt(
      '/console/co2-factors?category=laptop&at=2026-06-01&sort=kg_co2e&dir=DESC',
      <ConsoleFactorsPage />,
    );
    await screen.findByText('Study');
    expect(screen.getByRole('columnheader', { name: /kg CO2e/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    // The factors' filters come first; the everyday equivalents below have their own file.
    const factorFilters = screen.getAllByRole('group', { name: 'Filters' })[0]!;
    const factors = await exportWith(user, requests, 'Export CSV', factorFilters);
    expect(factors.path).toBe('/api/console/dk/exports/co2-factors.csv');
    expect(factors.query).toEqual({
      category: 'laptop',
      at: '2026-06-01',
      sort: 'kg_co2e',
      direction: 'DESC',
      language: 'en',
    });
  });

  it("the inbox's new orders: the ordered jobs as the list shows them, found by text", async () => {
    const sent = answerOperations({
      console_jobs: pageOf('console_jobs', { ...job, status: 'ORDERED' }),
    });
    const requests = serveConsoleExports();
    const user = renderAt('/console/inbox', <NewOrderList canAct={false} />);
    await user.type(await screen.findByLabelText('Find an order'), 'Bergen');
    // The list has asked for what the search found: the file follows it.
    await waitFor(() =>
      expect(sent.some((operation) => operation.variables.text === 'Bergen')).toBe(true),
    );
    const request = await exportWith(user, requests);
    expect(request.path).toBe('/api/console/dk/exports/jobs.csv');
    expect(request.query).toEqual({
      statuses: 'ORDERED',
      sort: 'created_at',
      direction: 'ASC',
      text: 'Bergen',
      language: 'en',
    });

    // A header turns the order round: the list and then the file follow it.
    const customer = screen.getByRole('columnheader', { name: /Customer/ });
    await user.click(within(customer).getByRole('button'));
    await user.click(within(customer).getByRole('button'));
    expect(customer.getAttribute('aria-sort')).toBe('descending');
    await waitFor(() =>
      expect(
        sent.some(
          (operation) =>
            operation.variables.sort === 'customer' && operation.variables.direction === 'DESC',
        ),
      ).toBe(true),
    );
    requests.length = 0;
    const sorted = await exportWith(user, requests);
    expect(sorted.query).toMatchObject({ sort: 'customer', direction: 'DESC', text: 'Bergen' });
  });

  it("the inbox's access requests: the status, text and order shown", async () => {
    answerOperations({
      console_access_requests: pageOf('console_access_requests', {
        id: 'request-1',
        company_name: 'Nordlys Energi ASA',
        org_number: '912345678',
        first_name: 'Kari',
        last_name: 'Nordmann',
        phone: '+47 912 34 567',
        email: 'kari@nordlys.example',
        language: 'no',
        status: 'rejected',
        created_at: '2026-11-20T09:00:00Z',
        decided_at: '2026-11-21T09:00:00Z',
        rejection_reason: 'Not a company',
        decided_by: 'Ada Admin',
        matching_suppliers: [],
      }),
    });
    const requests = serveConsoleExports();
    const user = renderAt(
      '/console/inbox?status=rejected&q=Nordlys&sort=company_name&dir=DESC',
      <AccessRequestInbox canDecide={false} />,
    );
    const request = await exportWith(user, requests);
    expect(request.path).toBe('/api/console/dk/exports/access-requests.csv');
    expect(request.query).toEqual({
      status: 'rejected',
      text: 'Nordlys',
      sort: 'company_name',
      direction: 'DESC',
      language: 'en',
    });
  });

  it("the inbox's units on hold, found by text, in the order chosen", async () => {
    const sent = answerOperations({
      console_open_holds: pageOf('console_open_holds', {
        id: 'hold-1',
        customer_id: 'c-1',
        customer: 'Nordlys Energi ASA',
        serial_number: 'SN-1',
        manufacturer: null,
        model: null,
        job_number: null,
        reason: 'missing_parts',
        note: null,
        placed_at: '2026-11-20T09:00:00Z',
        respond_by: '2026-11-25T09:00:00Z',
        overdue: true,
        value_at_stake: null,
        currency: 'DKK',
      }),
    });
    const requests = serveConsoleExports();
    const user = renderAt(
      '/console/inbox?holds-q=SN&holds-sort=value_at_stake&holds-dir=DESC',
      <OpenHoldList />,
    );
    await screen.findByText('SN-1');
    expect(
      screen.getByRole('columnheader', { name: /Value at stake/ }).getAttribute('aria-sort'),
    ).toBe('descending');
    const listed = sent.find((operation) => operation.operationName === 'console_open_holds');
    expect(listed?.variables).toMatchObject({
      text: 'SN',
      sort: 'value_at_stake',
      direction: 'DESC',
    });
    const request = await exportWith(user, requests, 'Export Excel');
    expect(request.path).toBe('/api/console/dk/exports/open-holds.xlsx');
    expect(request.query).toEqual({
      text: 'SN',
      sort: 'value_at_stake',
      direction: 'DESC',
      language: 'en',
    });
    expect(request.authorization).toBe('Bearer itadst_session');
  });

  it("the inbox's failed mails: their own text and order, not the other lists'", async () => {
    const sent = answerOperations({
      console_failed_mails: pageOf('console_failed_mails', {
        id: 'mail-1',
        recipient: 'kari@nordlys.example',
        subject: 'You are invited',
        template: 'invitation',
        attempts: 25,
        last_error: '550 5.1.1 Mailbox unavailable',
        created_at: '2026-11-27T08:00:00Z',
      }),
    });
    const requests = serveConsoleExports();
    const user = renderAt(
      '/console/inbox?q=other&sort=email&mails-q=nordlys&mails-sort=recipient&mails-dir=DESC',
      <FailedMailList canAct={false} />,
    );
    await screen.findByText('kari@nordlys.example');
    expect(sent.at(-1)?.variables).toMatchObject({
      text: 'nordlys',
      sort: 'recipient',
      direction: 'DESC',
    });
    const request = await exportWith(user, requests);
    expect(request.path).toBe('/api/console/dk/exports/failed-mails.csv');
    expect(request.authorization).toBe('Bearer itadst_session');
    expect(request.query).toEqual({
      text: 'nordlys',
      sort: 'recipient',
      direction: 'DESC',
      language: 'en',
    });
  });

  it("the inbox's failing webhook endpoints: the text typed and the order chosen", async () => {
    const sent = answerOperations({
      console_failing_webhook_endpoints: pageOf('console_failing_webhook_endpoints', {
        id: 'endpoint-1',
        supplier_id: 'c-1',
        customer: 'Nordlys Energi ASA',
        url: 'https://erp.nordlys.example/itad',
        enabled: true,
        consecutive_failed_events: 4,
        disabled_reason: null,
      }),
    });
    const requests = serveConsoleExports();
    const user = renderAt('/console/inbox', <FailingWebhookList />);
    await screen.findByText('https://erp.nordlys.example/itad');
    await user.click(screen.getByRole('button', { name: /^Customer/ }));
    await user.type(screen.getByLabelText('Find an endpoint'), 'nordlys');
    // The list has asked for what the search found: the file follows it.
    await waitFor(() =>
      expect(sent.some((operation) => operation.variables.text === 'nordlys')).toBe(true),
    );
    const request = await exportWith(user, requests, 'Export Excel');
    expect(request.path).toBe('/api/console/dk/exports/failing-webhook-endpoints.xlsx');
    expect(request.query).toEqual({
      text: 'nordlys',
      sort: 'customer',
      direction: 'ASC',
      language: 'en',
    });
  });

  it("the jobs board: the board's statuses, days, text and order, as the staff session", async () => {
    const sent = answerOperations({ console_jobs: pageOf('console_jobs', job) });
    const requests = serveConsoleExports();
    const user = renderAt(
      '/console/jobs?from=2026-11-01&to=2026-11-30&q=Nordlys&sort=customer&dir=DESC',
      <JobBoard canAct={false} />,
    );
    const request = await exportWith(user, requests);
    expect(request.path).toBe('/api/console/dk/exports/jobs.csv');
    expect(request.authorization).toBe('Bearer itadst_session');
    const board = sent.find((operation) => operation.operationName === 'console_jobs');
    // The open statuses the board asks for without a status chosen, in the same words.
    expect(request.query).toEqual({
      statuses: (board?.variables.statuses as string[]).join(','),
      from: '2026-11-01',
      to: '2026-11-30',
      text: 'Nordlys',
      sort: 'customer',
      direction: 'DESC',
      language: 'en',
    });
    expect(request.query.statuses).toBe(
      'ORDERED,CONFIRMED,SCHEDULED,COLLECTED,RECEIVED,PROCESSING',
    );
  });

  it('the jobs board with every status chosen sends none, with one status that one', async () => {
    answerOperations({ console_jobs: pageOf('console_jobs', job) });
    const requests = serveConsoleExports();
    const user = renderAt('/console/jobs?status=ALL', <JobBoard canAct={false} />);
    const request = await exportWith(user, requests, 'Export Excel');
    expect(request.path).toBe('/api/console/dk/exports/jobs.xlsx');
    expect(request.query).toEqual({ sort: 'requested_date', direction: 'ASC', language: 'en' });
    cleanup();
    requests.splice(0);
    const again = renderAt('/console/jobs?status=COLLECTED', <JobBoard canAct={false} />);
    expect((await exportWith(again, requests)).query.statuses).toBe('COLLECTED');
  });

  it("the customers: the list's text and order", async () => {
    answerOperations({
      console_customers: pageOf('console_customers', {
        id: 'supplier-1',
        company: 'Nordlys Energi ASA',
        org_number: '912345678',
        is_master_account: false,
        master_company: null,
        sub_supplier_count: 0,
        can_upload: true,
        active_users: 2,
        invited_users: 0,
        last_sign_in_at: null,
        created_at: '2026-01-05T08:00:00Z',
      }),
    });
    const requests = serveConsoleExports();
    const user = renderAt('/console/customers?q=nord&sort=created_at&dir=DESC', <CustomerList />);
    const request = await exportWith(user, requests);
    expect(request.path).toBe('/api/console/dk/exports/customers.csv');
    expect(request.authorization).toBe('Bearer itadst_session');
    expect(request.query).toEqual({
      text: 'nord',
      sort: 'created_at',
      direction: 'DESC',
      language: 'en',
    });
  });

  it("a customer's users: the customer, the list's text and order", async () => {
    answerOperations({
      console_customer_users: pageOf('console_customer_users', {
        id: 'user-1',
        email: 'kari@nordlys.example',
        first_name: 'Kari',
        last_name: 'Nordmann',
        status: 'ACTIVE',
        is_admin: true,
        has_report_access: true,
        language: 'no',
        last_sign_in_at: null,
        invited_at: null,
      }),
    });
    const requests = serveConsoleExports();
    function UsersOfCustomer() {
      const feedback = useActionNotice();
      return <CustomerUserList customer={nordlysEnergi} canAct={false} feedback={feedback} />;
    }
    const user = renderAt(
      '/console/customers/supplier-1?q=kari&sort=email&dir=ASC',
      <UsersOfCustomer />,
    );
    const request = await exportWith(user, requests);
    expect(request.path).toBe('/api/console/dk/exports/customer-users.csv');
    expect(request.query).toEqual({
      customer_id: 'supplier-1',
      text: 'kari',
      sort: 'email',
      direction: 'ASC',
      language: 'en',
    });
  });

  it("a customer's agreements: the customer, the list's own text and order", async () => {
    answerOperations({
      console_customer_agreements: pageOf('console_customer_agreements', {
        id: 'agreement-1',
        agreement_number: 'FA-2026-01',
        title: 'Framework agreement',
        is_main: true,
        valid_from: '2026-01-01',
        valid_to: null,
        status: 'active',
        terms_path: null,
      }),
    });
    const requests = serveConsoleExports();
    // The users' list on the same page has its own parameters: the file ignores them.
    const user = renderAt(
      '/console/customers/supplier-1?q=kari&sort=email&agreements-q=frame&agreements-sort=valid_to&agreements-dir=DESC',
      <CustomerAgreementList customer={nordlysEnergi} />,
    );
    await screen.findByText('No. FA-2026-01');
    const request = await exportWith(user, requests, 'Export Excel');
    expect(request.path).toBe('/api/console/dk/exports/customer-agreements.xlsx');
    expect(request.query).toEqual({
      customer_id: 'supplier-1',
      text: 'frame',
      sort: 'valid_to',
      direction: 'DESC',
      language: 'en',
    });
    expect(request.authorization).toBe('Bearer itadst_session');
  });

  it('the document library: the group, text and order', async () => {
    answerOperations({
      console_documents: pageOf('console_documents', {
        id: 'doc-1',
        key: 'iso-14001',
        category: 'certifications',
        title: 'ISO 14001',
        title_translations: [],
        language: null,
        supplier_id: null,
        customer: null,
        file_name: 'iso-14001.pdf',
        size: 1000,
        position: 1,
        updated_at: '2026-11-20T09:30:00Z',
        path: '/api/console/dk/documents/doc-1/file',
      }),
    });
    const requests = serveConsoleExports();
    function Library() {
      const feedback = useActionNotice();
      return <DocumentLibrary canAct={false} feedback={feedback} />;
    }
    const user = renderAt(
      '/console/documents?category=certifications&q=iso&sort=title&dir=ASC',
      <Library />,
    );
    const request = await exportWith(user, requests);
    expect(request.path).toBe('/api/console/dk/exports/documents.csv');
    expect(request.query).toEqual({
      category: 'certifications',
      text: 'iso',
      sort: 'title',
      direction: 'ASC',
      language: 'en',
    });
  });

  it('the staff log: its action, days and text, and no order (it has one)', async () => {
    answerOperations({
      console_me: () => consoleMeAnswer('administrator'),
      console_staff_log: pageOf('console_staff_log', {
        id: '7',
        occurred_at: '2026-11-28T10:15:00Z',
        staff_name: 'Anna Andersen',
        action: 'document.uploaded',
        target_type: 'document',
        target_label: 'Packing guide',
        supplier_id: null,
        customer: null,
        ip_address: '203.0.113.7',
      }),
    });
    const requests = serveConsoleExports();
    const user = renderAt(
      '/console/log?action=document.uploaded&from=2026-11-01&to=2026-11-30&q=anna',
      <ConsoleStaffLogPage />,
    );
    const request = await exportWith(user, requests);
    expect(request.path).toBe('/api/console/dk/exports/staff-log.csv');
    expect(request.authorization).toBe('Bearer itadst_session');
    expect(request.query).toEqual({
      action: 'document.uploaded',
      from: '2026-11-01',
      to: '2026-11-30',
      text: 'anna',
      language: 'en',
    });
  });
});
