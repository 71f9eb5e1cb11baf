import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { TokenTable } from './token-table';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

const token = {
  id: 't1',
  name: 'Entra ID',
  created_at: '2026-10-01T08:00:00.000Z',
  created_by_name: 'Ada Admin',
  created_by_active: true,
  last_used_at: null,
};

describe('TokenTable (SCIM tokens)', () => {
  it('flags a token whose creator was deactivated: it still works', () => {
    render(
      <TokenTable
        tokens={[token, { ...token, id: 't2', name: 'Old sync', created_by_active: false }]}
        onRevoke={() => Promise.resolve()}
      />,
    );
    const [current, orphaned] = screen.getAllByRole('row').slice(1);
    expect(within(current!).queryByText(/User deactivated/)).toBeNull();
    expect(within(orphaned!).getByText('User deactivated – the token still works')).toBeTruthy();
  });
});
