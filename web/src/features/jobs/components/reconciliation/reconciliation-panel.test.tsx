import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GetJobReconciliationQuery } from '../../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../../test-support/i18n';
import { fakeTheNetwork, network, recordRequests } from '../../../../test-support/network';
import { ReconciliationPanel } from './reconciliation-panel';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork({ files: true });

type Row = GetJobReconciliationQuery['get_job_reconciliation']['rows'][number];

const row = (serial: string, overrides: Partial<Row>): Row => ({
  serial_number: serial,
  status: 'MATCHED',
  asset_tag: null,
  expected_model: null,
  line_number: 1,
  received_manufacturer: 'Apple',
  received_model: 'MacBook Air 13',
  received_at: '2026-03-02',
  resolution: null,
  resolution_note: null,
  device_id: null,
  device_name: null,
  holds_data: null,
  outcome: 'IN_PROCESS',
  ...overrides,
});

const rows: Row[] = [
  row('PF-HELD', { outcome: 'ON_HOLD', device_name: 'LT-OSL-0042' }),
  row('PF-SHRED', { outcome: 'DESTROYED' }),
  row('PF-RELEASED', { outcome: 'IN_PROCESS' }),
  row('PF-GONE', {
    status: 'MISSING',
    outcome: null,
    received_manufacturer: null,
    received_model: null,
    received_at: null,
  }),
];

function answerReconciliation() {
  network.use(
    graphql.query('get_job_reconciliation', () =>
      HttpResponse.json({
        data: {
          get_job_reconciliation: {
            job_id: 'job-7',
            can_change_list: false,
            reconciled: true,
            total: rows.length,
            page: 1,
            page_size: 50,
            counts: {
              expected: 4,
              received: 3,
              matched: 3,
              missing: 1,
              unresolved_missing: 0,
              unexpected: 0,
            },
            rows,
          },
        },
      }),
    ),
  );
}

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReconciliationPanel jobId="job-7" />
    </QueryClientProvider>,
  );
}

const outcomeCellOf = (serial: string) => {
  const cells = within(screen.getByRole('row', { name: new RegExp(serial) })).getAllByRole('cell');
  // The outcome stands beside the status.
  return cells[1]?.textContent;
};

describe("the job page's reconciliation with the register's outcomes", () => {
  it("shows each received device's outcome, and none for a missing one", async () => {
    answerReconciliation();
    renderPanel();
    expect(await screen.findByRole('columnheader', { name: 'Outcome' })).toBeTruthy();
    expect(outcomeCellOf('PF-HELD')).toBe('On hold');
    expect(outcomeCellOf('PF-SHRED')).toBe('Destroyed');
    expect(outcomeCellOf('PF-RELEASED')).toBe('In process');
    expect(outcomeCellOf('PF-GONE')).toBe('');
  });

  it("downloads the job's Snipe-IT and ServiceNow files", async () => {
    answerReconciliation();
    const urls = recordRequests();
    network.use(
      http.get('*/api/units/:country/outcomes/:file', () =>
        HttpResponse.text('Asset Tag,Serial Number\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
      ),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Snipe-IT import file' }));
    await user.click(screen.getByRole('button', { name: 'ServiceNow import set' }));
    await expect
      .poll(() => urls.filter((address) => address.includes('/outcomes/')))
      .toEqual([
        expect.stringMatching(/\/api\/units\/no\/outcomes\/snipe-it\.csv\?job_id=job-7$/),
        expect.stringMatching(/\/api\/units\/no\/outcomes\/servicenow\.csv\?job_id=job-7$/),
      ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
