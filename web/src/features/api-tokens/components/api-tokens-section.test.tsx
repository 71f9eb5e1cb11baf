import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { ApiTokensSection } from './api-tokens-section';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork();

const token = {
  id: 't1',
  name: 'ERP',
  scope: 'READ',
  status: 'ACTIVE',
  created_by: 'Ada Admin',
  created_by_active: true,
  created_at: '2026-10-01T08:00:00.000Z',
  expires_at: '2027-01-01T08:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};

describe('ApiTokensSection', () => {
  it('flags a token whose creator was deactivated: it still works', async () => {
    answerOperations({
      get_api_tokens: () => ({
        data: {
          get_api_tokens: [
            token,
            { ...token, id: 't2', name: 'Warehouse', created_by_active: false },
          ],
        },
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ApiTokensSection />
      </QueryClientProvider>,
    );

    const orphaned = (await screen.findByText('Warehouse')).closest('tr')!;
    expect(within(orphaned).getByText('User deactivated – the token still works')).toBeTruthy();
    expect(within(orphaned).getByText('Active')).toBeTruthy();
    const current = screen.getByText('ERP').closest('tr')!;
    expect(within(current).queryByText(/User deactivated/)).toBeNull();
  });
});
