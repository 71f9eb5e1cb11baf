import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { SupplierUsersPage } from './supplier-users-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork();

const ada = {
  id: 'u-ada',
  email: 'ada@example.no',
  first_name: 'Ada',
  last_name: 'Admin',
  status: 'ACTIVE',
  is_admin: true,
  has_report_access: true,
  language: 'en',
  last_sign_in_at: null,
  invited_at: null,
};

function serveUsersWithTokens(
  tokens: { api_tokens: number; scim_tokens: number },
  reportAccessDefault = false,
) {
  return answerOperations({
    get_supplier_invitation_defaults: () => ({
      data: { get_supplier_invitation_defaults: { has_report_access: reportAccessDefault } },
    }),
    invite_supplier_user: (variables) => ({
      data: { invite_supplier_user: { ...ada, id: 'u-new', email: variables.email } },
    }),
    get_supplier_user_page: () => ({
      data: { get_supplier_user_page: { users: [ada], total: 1 } },
    }),
    get_supplier_user_tokens: () => ({ data: { get_supplier_user_tokens: tokens } }),
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/account/users']}>
      <QueryClientProvider client={client}>
        <SupplierUsersPage viewerId="u-viewer" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function openDeactivation() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/account/users']}>
      <QueryClientProvider client={client}>
        <SupplierUsersPage viewerId="u-viewer" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  // The first answer through the network can take a while on a busy machine.
  await user.click(
    await screen.findByRole('button', { name: 'Actions for Ada Admin' }, { timeout: 5_000 }),
  );
  await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
  return screen.findByRole('alertdialog');
}

describe('SupplierUsersPage: deactivating a user', () => {
  it("says which of the user's tokens keep working, as the server counts them", async () => {
    const sent = serveUsersWithTokens({ api_tokens: 2, scim_tokens: 1 });
    const dialog = await openDeactivation();

    expect(
      await within(dialog).findByText(
        /Tokens they created keep working: 2 API tokens, 1 SCIM token\. Revoke them on the API and Provisioning tabs/,
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/Are you sure you want to deactivate Ada Admin\?/),
    ).toBeTruthy();
    expect(
      sent.find((body) => body.operationName === 'get_supplier_user_tokens')?.variables,
    ).toEqual({ user_id: 'u-ada' });
    expect(
      within(dialog).getByRole('button', { name: 'Deactivate' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('asks only the question when the user created no tokens still in use', async () => {
    serveUsersWithTokens({ api_tokens: 0, scim_tokens: 0 });
    const dialog = await openDeactivation();

    await vi.waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Deactivate' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    expect(within(dialog).queryByText(/Tokens they created/)).toBeNull();
    expect(
      within(dialog).getByText(/Are you sure you want to deactivate Ada Admin\?/),
    ).toBeTruthy();
  });
});

describe('SupplierUsersPage: inviting a user', () => {
  it("starts from the report access the provider set as the company's default", async () => {
    const sent = serveUsersWithTokens({ api_tokens: 0, scim_tokens: 0 }, true);
    const user = renderPage();
    const reportAccess = screen.getByRole('checkbox', { name: /report/i });
    await vi.waitFor(() => expect(reportAccess).toHaveProperty('checked', true));
    await user.type(screen.getByLabelText('E-mail'), 'new.colleague@example.com');
    await user.type(screen.getByLabelText('First name'), 'New');
    await user.type(screen.getByLabelText('Last name'), 'Colleague');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() =>
      expect(
        sent.find((body) => body.operationName === 'invite_supplier_user')?.variables,
      ).toMatchObject({ email: 'new.colleague@example.com', has_report_access: true }),
    );
  });

  it('leaves report access unticked when the default is off', async () => {
    serveUsersWithTokens({ api_tokens: 0, scim_tokens: 0 }, false);
    renderPage();
    await screen.findByRole('button', { name: 'Actions for Ada Admin' }, { timeout: 5_000 });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /report/i }).checked).toBe(false);
  });
});
