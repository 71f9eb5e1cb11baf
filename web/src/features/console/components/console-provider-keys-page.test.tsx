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
import { ConsoleProviderKeysPage } from './console-provider-keys-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(() => {
  cleanup();
  clearConsoleSession();
});
fakeTheNetwork();

const erp = {
  id: 'key-1',
  name: 'Warehouse ERP',
  created_at: '2026-11-01T08:00:00Z',
  last_used_at: '2026-11-29T07:30:00Z',
  revoked_at: null,
};

function serve(role: StaffRole) {
  return answerOperations({
    console_me: () => consoleMeAnswer(role),
    console_provider_keys: () => ({
      data: { console_provider_keys: { items: [erp], total: 1, page: 1, page_size: 25 } },
    }),
    console_create_provider_key: (variables) => ({
      data: {
        console_create_provider_key: {
          secret: 'itadpk_s3cr3t',
          key: { id: 'key-2', name: variables.name },
        },
      },
    }),
    console_revoke_provider_key: () => ({
      data: { console_revoke_provider_key: { id: 'key-1', revoked_at: '2026-11-29T12:00:00Z' } },
    }),
  });
}

function renderPage() {
  saveConsoleSession({ token: 'itadst_session', country: 'NO' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/console/provider-keys']}>
      <QueryClientProvider client={client}>
        <ConsoleProviderKeysPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('ConsoleProviderKeysPage', () => {
  it('creates a key and shows its secret once, and revokes one once confirmed', async () => {
    const sent = serve('administrator');
    const user = renderPage();
    const table = await screen.findByRole('table', { name: /Keys for the provider's systems/ });
    expect(within(table).getByRole('rowheader', { name: 'Warehouse ERP' })).toBeTruthy();
    expect(within(table).getByText('Working')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Name the system the key is for.')).toBeTruthy();
    await user.type(screen.getByLabelText('System'), 'Transport planner');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const secret = await screen.findByRole('region', { name: 'The key for Transport planner' });
    expect(within(secret).getByLabelText('Key').textContent).toBe('itadpk_s3cr3t');
    expect(secret.textContent).toContain('it is shown only this once');
    expect(
      sent.find((body) => body.operationName === 'console_create_provider_key')?.variables,
    ).toEqual({
      name: 'Transport planner',
    });

    await user.click(screen.getByRole('button', { name: 'Actions for Warehouse ERP' }));
    await user.click(screen.getByRole('menuitem', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Revoke the key for Warehouse ERP?');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key for Warehouse ERP is revoked.')).toBeTruthy();
    expect(
      sent.find((body) => body.operationName === 'console_revoke_provider_key')?.variables,
    ).toEqual({
      id: 'key-1',
    });
  });

  it('tells other roles that administrators manage the keys', async () => {
    const sent = serve('account_manager');
    renderPage();
    expect(
      await screen.findByText("Only administrators manage the keys of the provider's systems."),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(sent.map((body) => body.operationName)).toEqual(['console_me']);
  });
});
