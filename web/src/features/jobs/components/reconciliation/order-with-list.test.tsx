import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstBookableDate } from '@itad-portal/validation';
import { graphql, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../../test-support/i18n';
import { fakeTheNetwork, network, recordRequests } from '../../../../test-support/network';
import { todayInOslo } from '../../lib/dates';
import { OrderAssignmentForm } from '../order-assignment-form';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);
fakeTheNetwork({ files: true });

const defaults = {
  company_name: 'Nordlys Energi AS',
  address: 'Strandveien 10',
  city: 'Lysaker',
  zip_code: '1366',
  country: 'norway',
  contact_first_name: 'Kari',
  contact_last_name: 'Nordmann',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
  recipient_name: 'Kari Nordmann',
  recipient_email: 'kari@example.no',
  earliest_date: firstBookableDate(todayInOslo()),
  can_upload: false,
  equipment_options: [],
};

const checked = {
  headers: ['Serial'],
  mapping: { serial_number: 0, asset_tag: null, model: null },
  recognised: true,
  mapping_problem: null,
  row_count: 2,
  problem_count: 0,
  problems: [],
};

describe('ordering a pickup with a list of expected assets', () => {
  it('orders, then stores the checked list for the new job', { timeout: 30_000 }, async () => {
    const urls = recordRequests();
    network.use(
      http.post('*/api/jobs/:country/expected-assets', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('job_id') === 'job-7'
            ? { ...checked, stored: 2 }
            : checked,
        ),
      ),
      graphql.mutation('order_assignment', () =>
        HttpResponse.json({
          data: {
            order_assignment: {
              id: 'job-7',
              job_number: 'J-2026-000007',
              recipient_email: 'kari@example.no',
            },
          },
        }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OrderAssignmentForm defaults={defaults} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Delivery or pickup date'), defaults.earliest_date);
    await user.type(screen.getByLabelText('Box'), '1');
    await user.upload(
      screen.getByLabelText('File with the list of assets'),
      new File(['Serial\nA-1\nA-2\n'], 'assets.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('2 assets on the list.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Order assignment' }));
    expect(await screen.findByRole('heading', { name: 'Assignment ordered.' })).toBeTruthy();
    expect(urls.filter((address) => address.includes('/expected-assets'))).toEqual([
      expect.stringMatching(/\/api\/jobs\/no\/expected-assets\?$/),
      expect.stringMatching(/\/api\/jobs\/no\/expected-assets\?job_id=job-7$/),
    ]);
    expect(screen.queryByText(/could not be attached/)).toBeNull();
  });
});
