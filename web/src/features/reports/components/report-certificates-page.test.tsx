import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork } from '../../../test-support/network';
import { ReportCertificatesPage } from './report-certificates-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork();

const certificate = {
  id: 'r1',
  name: 'Certificate of destruction',
  kind: 'CERTIFICATE_OF_DESTRUCTION',
  status: 'READY',
  units_done: 3,
  units_total: 3,
  created: '2026-11-01T08:00:00.000Z',
  completed: '2026-11-01T08:01:00.000Z',
  ordered_by: 'Kari Nordmann',
  available_until: '2026-12-01T08:01:00.000Z',
  expired: false,
  recipients: [],
  department: null,
  from: '2026-10-01',
  to: '2026-10-31',
  date_column: 'COMPLETED_DATE',
  free_text: null,
  serial_or_product: null,
  regular: false,
  interval: null,
  certificate_number: 'COD-NO-2026-0000000001',
  files: [],
};

/** Answers the certificates page: one being made on the first answer, ready on the next. */
function serveCertificates() {
  let pages = 0;
  const sent = answerOperations({
    get_certificate_page: () => {
      pages += 1;
      const ready = pages > 1;
      return {
        data: {
          get_certificate_page: {
            certificates: ready ? [certificate] : [],
            total: ready ? 1 : 0,
            in_progress: !ready,
          },
        },
      };
    },
  });
  return sent;
}

describe('ReportCertificatesPage', () => {
  it('says a certificate is being made, asks again until it is ready, and lists it', async () => {
    const sent = serveCertificates();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter initialEntries={['/report-cods']}>
        <QueryClientProvider client={client}>
          <ReportCertificatesPage />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('A certificate is being made. It appears here when it is ready.'),
    ).toBeTruthy();
    // The next poll (every 1.5 s) finds it ready.
    expect(await screen.findByText('COD-NO-2026-0000000001', {}, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/A certificate is being made/)).toBeNull());
    // Only the page itself is asked, never the unpaged report list.
    expect(new Set(sent.map((operation) => operation.operationName))).toEqual(
      new Set(['get_certificate_page']),
    );
    client.clear();
  });
});
