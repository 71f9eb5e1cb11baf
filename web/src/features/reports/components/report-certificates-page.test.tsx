import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { answerOperations, fakeTheNetwork, network } from '../../../test-support/network';
import { ReportCertificatesPage } from './report-certificates-page';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork({ files: true });

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

  it('downloads the ticked certificates, of this page or all of it, as one ZIP', async () => {
    const second = { ...certificate, id: 'r2', certificate_number: 'COD-NO-2026-0000000002' };
    const asked: string[] = [];
    network.use(
      http.get('*/api/reports/:country/certificates.zip', ({ request }) => {
        const address = new URL(request.url);
        asked.push(address.pathname + address.search);
        return new HttpResponse('PK', {
          headers: { 'content-disposition': 'attachment; filename="certificates.zip"' },
        });
      }),
    );
    answerOperations({
      get_certificate_page: () => ({
        data: {
          get_certificate_page: {
            certificates: [certificate, second],
            total: 2,
            in_progress: false,
          },
        },
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter initialEntries={['/report-cods']}>
        <QueryClientProvider client={client}>
          <ReportCertificatesPage />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select COD-NO-2026-0000000002' }),
    );
    const bar = screen.getByRole('group', { name: 'Download as ZIP' });
    expect(within(bar).getByText('1 certificate selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Download as ZIP' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toBe('/api/reports/no/certificates.zip?ids=r2');

    // The header's box takes the whole page; it clears it again.
    const everyRow = screen.getAllByRole('checkbox', { name: 'Select every row on this page' })[0]!;
    await user.click(everyRow);
    expect(within(bar).getByText('2 certificates selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Download as ZIP' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('/api/reports/no/certificates.zip?ids=r2,r1');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('group', { name: 'Download as ZIP' })).toBeNull();
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(
      true,
    );
    client.clear();
  });
});
