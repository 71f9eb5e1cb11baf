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
import { ConsoleStaffPage } from './console-staff-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork();

const colleague = {
  id: 'staff-2',
  email: 'ola@provider.example',
  name: 'Ola Support',
  role: 'support',
  language: 'no',
  status: 'active',
  authenticator_set_up: true,
  created_at: '2026-11-01T08:00:00Z',
  last_sign_in_at: '2026-11-28T07:30:00Z',
};

function serve(role: StaffRole) {
  return answerOperations({
    console_me: () => consoleMeAnswer(role, { id: 'staff-1', name: 'Ada Administrator' }),
    console_staff_members: () => ({
      data: { console_staff_members: { items: [colleague], total: 1, page: 1, page_size: 25 } },
    }),
    console_add_staff_member: (variables) => ({
      data: {
        console_add_staff_member: {
          member: { id: 'staff-3', email: variables.email, name: variables.name },
          first_password: 'kT3v9wQx2LmN8pRz5',
        },
      },
    }),
  });
}

function renderPage() {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/console/staff']}>
      <QueryClientProvider client={client}>
        <ConsoleStaffPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('ConsoleStaffPage', () => {
  it('adds a member and shows the first password once, to hand over', async () => {
    const sent = serve('administrator');
    const user = renderPage();
    const table = await screen.findByRole('table', { name: /Staff members/ });
    expect(within(table).getByRole('rowheader', { name: /Ola Support/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(sent.map((operation) => operation.operationName)).not.toContain(
      'console_add_staff_member',
    );

    await user.type(screen.getByLabelText('E-mail'), 'nils@provider.example');
    await user.type(screen.getByLabelText('Name'), 'Nils Nyansatt');
    await user.selectOptions(screen.getByLabelText('Role'), 'account_manager');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const handOver = await screen.findByRole('region', {
      name: 'First password for Nils Nyansatt',
    });
    expect(within(handOver).getByLabelText('First password').textContent).toBe('kT3v9wQx2LmN8pRz5');
    const added = sent.find((operation) => operation.operationName === 'console_add_staff_member');
    expect(added?.variables).toMatchObject({ role: 'account_manager', language: 'en' });
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('');
  });

  it('tells other roles that administrators manage the staff, and lists nobody', async () => {
    const sent = serve('account_manager');
    renderPage();
    expect(await screen.findByText('Only administrators manage the staff.')).toBeTruthy();
    expect(sent.map((operation) => operation.operationName)).not.toContain('console_staff_members');
  });
});
