import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GetAuditLogQuery } from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { AuditLogTable } from './audit-log-table';

type Entry = GetAuditLogQuery['get_audit_log']['entries'][number];

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

const entry = (overrides: Partial<Entry>): Entry => ({
  id: 'e1',
  occurred_at: '2026-11-02T08:00:00.000Z',
  supplier_id: 's1',
  supplier_name: 'Nordlys AS',
  actor: { type: 'system', id: null, name: '', email: '' },
  ip_address: null,
  user_agent: null,
  action: 'subscription.paused',
  target_type: 'subscription',
  target_label: 'COMPLETE MONTHLY',
  details: '{}',
  ...overrides,
});

function renderRows(entries: Entry[]) {
  render(<AuditLogTable entries={entries} showCompany={false} formatTime={(value) => value} />);
  return screen.getAllByRole('row').slice(1);
}

describe('AuditLogTable', () => {
  it('names why the portal paused a regular report, in words', () => {
    const [row] = renderRows([
      entry({ details: JSON.stringify({ reason: 'CREATOR_DEACTIVATED' }) }),
    ]);
    expect(within(row!).getByText('Reason: Creator deactivated')).toBeTruthy();
  });

  it('says how many tokens a deactivated user created still work', () => {
    const [deactivation, withoutTokens] = renderRows([
      entry({
        id: 'e1',
        action: 'user.deactivated',
        target_type: 'user',
        target_label: 'ada@example.no',
        details: JSON.stringify({ api_tokens_still_active: 2, scim_tokens_still_active: 1 }),
      }),
      entry({
        id: 'e2',
        action: 'user.deactivated',
        target_type: 'user',
        target_label: 'ola@example.no',
        details: JSON.stringify({ api_tokens_still_active: 0, scim_tokens_still_active: 0 }),
      }),
    ]);
    expect(
      within(deactivation!).getByText('Tokens they created still work: 2 API tokens, 1 SCIM token'),
    ).toBeTruthy();
    expect(within(withoutTokens!).queryByText(/Tokens they created/)).toBeNull();
  });
});
