import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ConsoleCustomerQuery,
  ConsoleCustomerUsersQuery,
  StaffRole,
} from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork, network } from '../../../test-support/network';
import { http, HttpResponse } from 'msw';
import { consoleMeAnswer } from '../lib/console-me-answer';
import { clearConsoleSession, saveConsoleSession } from '../lib/console-session';
import { ConsoleCustomerPage } from './console-customer-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork({ files: true });

type CustomerUser = ConsoleCustomerUsersQuery['console_customer_users']['items'][number];

const fjordlys: ConsoleCustomerQuery['console_customer'] = {
  id: 'c-1',
  company: 'Fjordlys Data AS',
  org_number: '912 345 678',
  is_master_account: false,
  master_id: 'c-0',
  master_company: 'Fjordlys Holding AS',
  sub_supplier_count: 0,
  can_upload: true,
  report_access_default: false,
  active_users: 1,
  invited_users: 1,
  last_sign_in_at: '2026-11-20T09:30:00Z',
  created_at: '2025-03-14T09:00:00Z',
};

const ingrid: CustomerUser = {
  id: 'u-1',
  email: 'ingrid@fjordlys.example',
  first_name: 'Ingrid',
  last_name: 'Berg',
  status: 'ACTIVE',
  is_admin: true,
  has_report_access: true,
  language: 'no',
  last_sign_in_at: '2026-11-20T09:30:00Z',
  invited_at: null,
};
const mette: CustomerUser = {
  id: 'u-2',
  email: 'mette@fjordlys.example',
  first_name: 'Mette',
  last_name: 'Jensen',
  status: 'INVITED',
  is_admin: false,
  has_report_access: false,
  language: 'da',
  last_sign_in_at: null,
  invited_at: '2026-11-27T08:00:00Z',
};

type Answer = (variables: Record<string, unknown>) => object;

const liisa = {
  id: 'contact-1',
  name: 'Liisa Lahtinen',
  email: 'liisa@provider.example',
  phone: null,
  job_title: 'Account manager',
  job_title_translations: [],
  customer_count: 3,
};

const frameworkAgreement = {
  id: 'agreement-1',
  agreement_number: 'FA-2026-01',
  title: 'Framework agreement',
  is_main: true,
  valid_from: '2026-01-01',
  valid_to: null,
  status: 'active',
  terms_path: '/api/console/no/documents/doc-9/file',
};
const processingAgreement = {
  id: 'agreement-3',
  agreement_number: 'DPA-2024',
  title: 'Data processing',
  is_main: false,
  valid_from: '2024-01-01',
  valid_to: '2025-12-31',
  status: 'expired',
  terms_path: null,
};

/** The console's answers: who is signed in, the customer, its users, and any mutation given. */
function serve(role: StaffRole, mutations: Record<string, Answer> = {}) {
  return answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_customer: () => ({ data: { console_customer: fjordlys } }),
    console_customer_agreements: () => ({
      data: {
        console_customer_agreements: {
          items: [frameworkAgreement, processingAgreement],
          total: 2,
          page: 1,
          page_size: 20,
        },
      },
    }),
    console_customer_contacts: () => ({
      data: { console_customer_contacts: [{ role: 'account_manager', contact: liisa }] },
    }),
    console_provider_contacts: () => ({
      data: { console_provider_contacts: { items: [liisa], total: 1, page: 1, page_size: 100 } },
    }),
    console_customer_logo: () => ({ data: { console_customer_logo: null } }),
    console_customer_shipment_items: () => ({
      data: { console_customer_shipment_items: ['Laptops', 'Mobile phones'] },
    }),
    console_customer_users: () => ({
      data: {
        console_customer_users: { items: [ingrid, mette], total: 2, page: 1, page_size: 25 },
      },
    }),
    ...mutations,
  });
}

function renderPage(customerId = fjordlys.id) {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[`/console/customers/${customerId}`]}>
      <QueryClientProvider client={client}>
        <ConsoleCustomerPage customerId={customerId} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const inviteForm = () => within(screen.getByRole('region', { name: 'Invite a user' }));

const operationsNamed = (sent: ReturnType<typeof serve>, name: string) =>
  sent.filter((operation) => operation.operationName === name);

describe('ConsoleCustomerPage', () => {
  it('shows the customer, its group and its users with their status and role', async () => {
    serve('account_manager');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fjordlys Data AS' })).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getByText('912 345 678')).toBeTruthy();
    expect(
      details
        .getByRole('link', { name: 'Sub-supplier of Fjordlys Holding AS' })
        .getAttribute('href'),
    ).toBe('/console/customers/c-0');
    expect(details.getByText('1 active, 1 invited')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to customers' }).getAttribute('href')).toBe(
      '/console/customers',
    );

    const ingridRow = (await screen.findByRole('rowheader', { name: 'Ingrid Berg' })).closest(
      'tr',
    )!;
    expect(within(ingridRow).getByText('Active')).toBeTruthy();
    expect(within(ingridRow).getByText('Admin')).toBeTruthy();
    expect(within(ingridRow).getByText('Report access')).toBeTruthy();
    expect(within(ingridRow).getByText('Norsk')).toBeTruthy();
    const metteRow = screen.getByRole('rowheader', { name: 'Mette Jensen' }).closest('tr')!;
    expect(within(metteRow).getByText('Invited')).toBeTruthy();
    expect(within(metteRow).getByText('User')).toBeTruthy();
    expect(within(metteRow).getByText('Never')).toBeTruthy();
  });

  it('checks a missing e-mail address before sending the invitation', async () => {
    const sent = serve('account_manager');
    const user = renderPage();
    const form = within(await screen.findByRole('region', { name: 'Invite a user' }));
    await user.type(form.getByLabelText('First name'), 'Mette');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(form.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('Enter the e-mail address.')).toBeTruthy();
    expect(form.getByText('Enter the last name.')).toBeTruthy();
    expect(operationsNamed(sent, 'console_invite_customer_user')).toEqual([]);
  });

  it('says when the address already belongs to a user, and keeps what was typed', async () => {
    serve('administrator', {
      console_invite_customer_user: () => ({
        data: null,
        errors: [{ message: 'E-mail in use.', extensions: { code: 'EMAIL_IN_USE' } }],
      }),
    });
    const user = renderPage();
    await screen.findByRole('region', { name: 'Invite a user' });
    await user.type(inviteForm().getByLabelText('E-mail'), 'ingrid@fjordlys.example');
    await user.type(inviteForm().getByLabelText('First name'), 'Ingrid');
    await user.type(inviteForm().getByLabelText('Last name'), 'Berg');
    await user.click(inviteForm().getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This e-mail address already belongs to a user.',
    );
    expect(inviteForm().getByLabelText('E-mail')).toHaveProperty(
      'value',
      'ingrid@fjordlys.example',
    );
  });

  it("shows the server's words for input it refuses", async () => {
    serve('administrator', {
      console_invite_customer_user: () => ({
        data: null,
        errors: [
          {
            message: 'First name is too long.',
            extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'first_name' }] },
          },
        ],
      }),
    });
    const user = renderPage();
    await screen.findByRole('region', { name: 'Invite a user' });
    await user.type(inviteForm().getByLabelText('E-mail'), 'new@fjordlys.example');
    await user.type(inviteForm().getByLabelText('First name'), 'Ny');
    await user.type(inviteForm().getByLabelText('Last name'), 'Bruker');
    await user.click(inviteForm().getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('First name is too long.');
  });

  it('invites in the chosen language, says so and empties the form', async () => {
    const sent = serve('account_manager', {
      console_invite_customer_user: () => ({
        data: {
          console_invite_customer_user: { id: 'u-3', email: 'mette.jensen@fjordlys.example' },
        },
      }),
    });
    const user = renderPage();
    await screen.findByRole('region', { name: 'Invite a user' });
    expect(inviteForm().getByLabelText('Language')).toHaveProperty('value', 'en');
    await user.type(inviteForm().getByLabelText('E-mail'), ' mette.jensen@fjordlys.example ');
    await user.type(inviteForm().getByLabelText('First name'), 'Mette');
    await user.type(inviteForm().getByLabelText('Last name'), 'Jensen');
    await user.selectOptions(inviteForm().getByLabelText('Language'), 'da');
    await user.click(
      inviteForm().getByLabelText("Admin (manages the company's users and settings)"),
    );
    await user.click(inviteForm().getByRole('button', { name: 'Send invitation' }));

    const notice = await screen.findByText('Invitation sent to mette.jensen@fjordlys.example.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(operationsNamed(sent, 'console_invite_customer_user')[0]?.variables).toEqual({
      customer_id: 'c-1',
      email: 'mette.jensen@fjordlys.example',
      first_name: 'Mette',
      last_name: 'Jensen',
      language: 'da',
      is_admin: true,
      has_report_access: false,
    });
    expect(inviteForm().getByLabelText('E-mail')).toHaveProperty('value', '');
    expect(inviteForm().getByLabelText('Language')).toHaveProperty('value', 'en');
    // The list counts the new user: it is asked again.
    await waitFor(() => expect(operationsNamed(sent, 'console_customer_users')).toHaveLength(2));
  });

  it('resends an invitation and deactivates a user once confirmed', async () => {
    const sent = serve('account_manager', {
      console_resend_customer_invitation: () => ({
        data: { console_resend_customer_invitation: { id: mette.id, email: mette.email } },
      }),
      console_deactivate_customer_user: () => ({
        data: {
          console_deactivate_customer_user: {
            id: ingrid.id,
            first_name: 'Ingrid',
            last_name: 'Berg',
            status: 'DEACTIVATED',
          },
        },
      }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Mette Jensen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Resend invitation' }));
    expect(
      await screen.findByText('A new invitation has been sent to mette@fjordlys.example.'),
    ).toBeTruthy();
    expect(operationsNamed(sent, 'console_resend_customer_invitation')[0]?.variables).toEqual({
      user_id: 'u-2',
    });

    // An active user has no invitation to resend.
    await user.click(screen.getByRole('button', { name: 'Actions for Ingrid Berg' }));
    expect(screen.queryByRole('menuitem', { name: 'Resend invitation' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Deactivate Ingrid Berg? Their sessions end at once and they can no longer sign in. Regular reports they created are paused.',
    );
    expect(operationsNamed(sent, 'console_deactivate_customer_user')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Ingrid Berg has been deactivated.')).toBeTruthy();
    expect(operationsNamed(sent, 'console_deactivate_customer_user')[0]?.variables).toEqual({
      user_id: 'u-1',
    });
  });

  it('switches files on orders off and says so', async () => {
    const sent = serve('administrator', {
      console_set_customer_can_upload: (variables) => ({
        data: {
          console_set_customer_can_upload: {
            id: fjordlys.id,
            company: fjordlys.company,
            can_upload: variables.can_upload,
          },
        },
      }),
    });
    const user = renderPage();
    const files = await screen.findByRole('switch', {
      name: 'Users may attach files to their orders',
    });
    expect(files).toHaveProperty('checked', true);
    await user.click(files);
    expect(
      await screen.findByText(
        'Fjordlys Data AS: users can no longer attach files to their orders.',
      ),
    ).toBeTruthy();
    expect(operationsNamed(sent, 'console_set_customer_can_upload')[0]?.variables).toEqual({
      customer_id: 'c-1',
      can_upload: false,
    });
  });

  it("switches the report access default on, which the invitation form's box then starts from", async () => {
    let reportAccessDefault = false;
    const sent = serve('administrator', {
      console_customer: () => ({
        data: { console_customer: { ...fjordlys, report_access_default: reportAccessDefault } },
      }),
      console_set_customer_report_access_default: (variables) => {
        reportAccessDefault = variables.report_access_default === true;
        return {
          data: {
            console_set_customer_report_access_default: {
              id: fjordlys.id,
              company: fjordlys.company,
              report_access_default: reportAccessDefault,
            },
          },
        };
      },
    });
    const user = renderPage();
    const reportAccess = await screen.findByRole('switch', {
      name: 'New users get access to reports and settlements',
    });
    const box = screen.getByRole('checkbox', { name: 'Report access' });
    expect(box).toHaveProperty('checked', false);
    await user.click(reportAccess);
    expect(
      await screen.findByText(
        'Fjordlys Data AS: new users now get access to reports and settlements.',
      ),
    ).toBeTruthy();
    expect(
      operationsNamed(sent, 'console_set_customer_report_access_default')[0]?.variables,
    ).toEqual({ customer_id: 'c-1', report_access_default: true });
    await vi.waitFor(() => expect(box).toHaveProperty('checked', true));
  });

  it('offers support staff the customer to read, without invitation, changes or switch', async () => {
    serve('support');
    const user = renderPage();
    expect(await screen.findByRole('rowheader', { name: 'Mette Jensen' })).toBeTruthy();
    expect(screen.getByText(/You have read access/)).toBeTruthy();
    expect(screen.getByText('Users may attach files to their orders.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invite a user' })).toBeNull();
    // An invited user has nothing support may do; an active one may be seen as, only.
    expect(screen.queryByRole('button', { name: 'Actions for Mette Jensen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for Ingrid Berg' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'See the portal as this user',
    ]);
  });

  it('opens a read-only view as a user for a reason and a time, then links to it', async () => {
    const sent = serve('support', {
      console_view_as_customer: () => ({
        data: {
          console_view_as_customer: {
            handover_code: 'itadcv_code',
            ends_at: '2026-11-29T14:30:00Z',
          },
        },
      }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ingrid Berg' }));
    await user.click(screen.getByRole('menuitem', { name: 'See the portal as this user' }));
    const dialog = await screen.findByRole('dialog', { name: 'See the portal as Ingrid Berg' });
    await user.click(within(dialog).getByRole('button', { name: 'Start the view' }));
    expect(within(dialog).getByText("Say why you look at the customer's portal.")).toBeTruthy();
    expect(operationsNamed(sent, 'console_view_as_customer')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Why'), 'Ticket 4711');
    await user.click(within(dialog).getByRole('radio', { name: '30 minutes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start the view' }));
    const link = await within(dialog).findByRole('link', { name: "Open the customer's portal" });
    expect(operationsNamed(sent, 'console_view_as_customer')[0]?.variables).toEqual({
      customer_id: 'c-1',
      user_id: 'u-1',
      reason: 'Ticket 4711',
      minutes: 30,
    });
    expect(link.getAttribute('href')).toBe('/view-as?location=NO&code=itadcv_code');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('status').textContent).toMatch(
      /ends at .*Open it within two minutes/,
    );
  });

  it('sets what the customer ships, offered then on its pickup orders', async () => {
    const sent = serve('account_manager', {
      console_set_customer_shipment_items: (variables) => ({
        data: { console_set_customer_shipment_items: variables.items },
      }),
    });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'What the customer ships' });
    expect(await within(section).findByRole('checkbox', { name: 'Laptops' })).toHaveProperty(
      'checked',
      true,
    );
    const save = within(section).getByRole('button', { name: 'Save what the customer ships' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(section).getByRole('checkbox', { name: 'Servers' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Mobile phones' }));
    await user.click(save);
    expect(
      await screen.findByText("Saved: the customer's pickup orders offer these now."),
    ).toBeTruthy();
    expect(operationsNamed(sent, 'console_set_customer_shipment_items')[0]?.variables).toEqual({
      customer_id: 'c-1',
      items: ['Laptops', 'Servers'],
    });
  });

  it('uploads a logo its users then see, checking its size first', async () => {
    serve('account_manager');
    const posted: { url: URL; file: FormDataEntryValue | null }[] = [];
    network.use(
      http.post('*/api/console/:country/customer-logo', async ({ request }) => {
        posted.push({ url: new URL(request.url), file: (await request.formData()).get('file') });
        return HttpResponse.json({ logo: 'data:image/png;base64,iVBORw0KGgo=' });
      }),
    );
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Logo' });
    expect(
      await within(section).findByText("No logo: its users see the company's name in the top bar."),
    ).toBeTruthy();
    const input = within(section).getByLabelText('New logo');
    await user.upload(
      input,
      new File([new Uint8Array(200 * 1024)], 'big.png', { type: 'image/png' }),
    );
    expect(within(section).getByText('File to large.')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.upload(
      input,
      new File([new Uint8Array(2048)], 'fjordlys.png', { type: 'image/png' }),
    );
    const logo = await within(section).findByRole('img', { name: 'Logo of Fjordlys Data AS' });
    expect(logo.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(posted[0]?.url.searchParams.get('customer_id')).toBe('c-1');
    expect((posted[0]?.file as File | null)?.name).toBe('fjordlys.png');
    expect(
      await screen.findByText('The users of Fjordlys Data AS see the new logo now.'),
    ).toBeTruthy();
  });

  it('says when there is no such customer', async () => {
    answerOperations({
      console_me: () => consoleMeAnswer('administrator'),
      console_customer: () => ({
        data: null,
        errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    renderPage('no-such-customer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'There is no customer at this address. Find the customer in the list instead.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toBeTruthy();
  });
  it('lists the agreements and records one with its terms, which the customer will see', async () => {
    const operations = serve('account_manager');
    const posted: { url: URL; file: FormDataEntryValue | null }[] = [];
    network.use(
      http.post('*/api/console/:country/agreements', async ({ request }) => {
        posted.push({ url: new URL(request.url), file: (await request.formData()).get('file') });
        return HttpResponse.json(
          {
            id: 'agreement-2',
            agreement_number: 'DPA-7',
            title: 'Data processing',
            is_main: false,
          },
          { status: 201 },
        );
      }),
    );
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Agreements' });
    const table = within(
      await within(section).findByRole('region', { name: 'Agreements with Fjordlys Data AS' }),
    );
    const main = table.getByRole('rowheader', { name: /Framework agreement/ }).closest('tr')!;
    expect(within(main).getByText('Main agreement')).toBeTruthy();
    expect(within(main).getByText('No. FA-2026-01')).toBeTruthy();
    expect(within(main).getByText('Until further notice')).toBeTruthy();
    expect(within(main).getByText('In force')).toBeTruthy();
    expect(
      within(main).getByRole('button', {
        name: 'Download the signed terms of agreement FA-2026-01',
      }),
    ).toBeTruthy();
    const ended = table.getByRole('rowheader', { name: /Data processing/ }).closest('tr')!;
    expect(within(ended).queryByText('Main agreement')).toBeNull();
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(within(ended).getByText('No signed terms uploaded')).toBeTruthy();
    const asked = () => operationsNamed(operations, 'console_customer_agreements');
    expect(asked()).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Record agreement' }));
    expect(within(section).getByText('Enter the agreement number.')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(within(section).getByLabelText('Agreement number'), 'DPA-7');
    await user.type(within(section).getByLabelText('Title (English)'), 'Data processing');
    await user.type(within(section).getByLabelText('Norwegian'), 'Databehandleravtale');
    await user.type(within(section).getByLabelText('Valid from'), '2026-12-01');
    await user.upload(
      within(section).getByLabelText('Signed terms (PDF, optional)'),
      new File(['%PDF-1.4'], 'dpa.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Record agreement' }));
    expect(await screen.findByText('Agreement DPA-7 recorded.')).toBeTruthy();
    const [sent] = posted;
    expect(sent?.url.searchParams.get('customer_id')).toBe(fjordlys.id);
    expect(sent?.url.searchParams.get('title_no')).toBe('Databehandleravtale');
    expect(sent?.url.searchParams.get('valid_from')).toBe('2026-12-01');
    expect(sent?.url.searchParams.get('main')).toBe('false');
    expect((sent?.file as File | null)?.name).toBe('dpa.pdf');
    // The list shows the new agreement: it is asked again.
    await waitFor(() => expect(asked()).toHaveLength(2));
  });

  it("sorts the agreements by a header and finds them by text, the users' list left alone", async () => {
    const sent = serve('support');
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Agreements' });
    await within(section).findByRole('rowheader', { name: /Framework agreement/ });
    const asked = () =>
      operationsNamed(sent, 'console_customer_agreements').map((operation) => operation.variables);
    expect(asked()).toEqual([
      {
        customer_id: 'c-1',
        text: null,
        page: 1,
        page_size: 20,
        sort: 'main',
        direction: 'DESC',
      },
    ]);

    await user.click(within(section).getByRole('button', { name: /Valid to/ }));
    await waitFor(() =>
      expect(asked().at(-1)).toMatchObject({ sort: 'valid_to', direction: 'ASC' }),
    );
    expect(
      within(section)
        .getByRole('columnheader', { name: /Valid to/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    await user.click(within(section).getByRole('button', { name: /Valid to/ }));
    await waitFor(() =>
      expect(asked().at(-1)).toMatchObject({ sort: 'valid_to', direction: 'DESC' }),
    );
    await user.click(within(section).getByRole('button', { name: /Agreement/ }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: 'title', direction: 'ASC' }));

    await user.type(within(section).getByLabelText('Find an agreement'), 'DPA');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        customer_id: 'c-1',
        text: 'DPA',
        page: 1,
        page_size: 20,
        sort: 'title',
        direction: 'ASC',
      }),
    );
    // The users' list keeps its own view: asked once, in its default order.
    expect(
      operationsNamed(sent, 'console_customer_users').map((operation) => operation.variables),
    ).toEqual([expect.objectContaining({ text: null, sort: 'status', direction: 'ASC' })]);
  });

  it('says when the agreements could not be fetched, and tries again', async () => {
    let failing = true;
    serve('support', {
      console_customer_agreements: () =>
        failing
          ? { data: null, errors: [{ message: 'Boom.', extensions: { code: 'INTERNAL' } }] }
          : {
              data: {
                console_customer_agreements: {
                  items: [frameworkAgreement],
                  total: 1,
                  page: 1,
                  page_size: 20,
                },
              },
            },
    });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Agreements' });
    expect(await within(section).findByText('Could not fetch the agreements.')).toBeTruthy();
    failing = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section).findByRole('rowheader', { name: /Framework agreement/ }),
    ).toBeTruthy();
  });

  it('shows support staff the agreements without the form to record one', async () => {
    serve('support');
    renderPage();
    const section = await screen.findByRole('region', { name: 'Agreements' });
    expect(
      await within(section).findByRole('rowheader', { name: /Framework agreement/ }),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Record agreement' })).toBeNull();
  });
  it("shows the customer's contacts at the provider and assigns one in a role", async () => {
    const sent = serve('account_manager', {
      console_assign_customer_contact: () => ({
        data: { console_assign_customer_contact: [{ role: 'invoice' }] },
      }),
    });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Contacts at the provider' });
    expect(await within(section).findByText('Liisa Lahtinen', { selector: 'p' })).toBeTruthy();
    expect(within(section).getByText(/Account manager · liisa@provider.example/)).toBeTruthy();
    await user.selectOptions(within(section).getByLabelText('Contact person'), 'contact-1');
    await user.selectOptions(within(section).getByLabelText('Role'), 'invoice');
    await user.click(within(section).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('The contact person is assigned.')).toBeTruthy();
    const assign = sent.find(
      (operation) => operation.operationName === 'console_assign_customer_contact',
    );
    expect(assign?.variables).toEqual({
      customer_id: fjordlys.id,
      contact_id: 'contact-1',
      role: 'invoice',
    });
  });
});
