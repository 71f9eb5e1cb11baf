import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReportFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { ReportDownloads, ReportStatus } from './report-status';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

const report = (overrides: Partial<ReportFieldsFragment> = {}): ReportFieldsFragment => ({
  id: 'r1',
  name: 'Complete report 2026-01-01 – 2026-01-31',
  kind: 'COMPLETE',
  status: 'READY',
  units_done: 0,
  units_total: null,
  created: '2026-02-01T10:00:00.000Z',
  completed: null,
  ordered_by: 'Kari Nordmann',
  available_until: '2026-03-03T10:00:00.000Z',
  expired: false,
  recipients: ['kari@example.no'],
  department: null,
  from: '2026-01-01',
  to: '2026-01-31',
  date_column: 'COMPLETED_DATE',
  free_text: null,
  serial_or_product: null,
  regular: false,
  interval: null,
  certificate_number: null,
  files: [
    {
      format: 'XLSX',
      file_name: 'report.xlsx',
      size_bytes: 1000,
      sha256: 'a'.repeat(64),
      download_url: 'http://localhost/api/reports/no/r1/xlsx?key=k',
    },
  ],
  ...overrides,
});

describe('ReportStatus', () => {
  it('shows the progress of a generating report as a labelled progress bar', () => {
    render(
      <ReportStatus
        report={report({ status: 'GENERATING', units_done: 250, units_total: 1000 })}
      />,
    );
    expect(screen.getByText('Generating')).toBeTruthy();
    const bar = screen.getByRole('progressbar', {
      name: 'Progress of Complete report 2026-01-01 – 2026-01-31',
    });
    expect(bar.getAttribute('value')).toBe('25');
    expect(screen.getByText('25 % (250 of 1000 units)')).toBeTruthy();
  });

  it('says queued, ready and failed without a progress bar', () => {
    for (const [status, text] of [
      ['QUEUED', 'Queued'],
      ['READY', 'Ready'],
      ['FAILED', 'Failed'],
    ] as const) {
      render(<ReportStatus report={report({ status })} />);
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByRole('progressbar')).toBeNull();
      cleanup();
    }
  });
});

describe('ReportDownloads', () => {
  it('links each file of a ready report, named for the report', () => {
    render(<ReportDownloads report={report()} />);
    const link = screen.getByRole('link', {
      name: 'Download XLSX: Complete report 2026-01-01 – 2026-01-31',
    });
    expect(link.getAttribute('href')).toBe('http://localhost/api/reports/no/r1/xlsx?key=k');
  });

  it('offers nothing while the report is made, and says when it has expired', () => {
    render(<ReportDownloads report={report({ status: 'GENERATING', files: [] })} />);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    render(<ReportDownloads report={report({ expired: true })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('No longer available')).toBeTruthy();
  });
});
