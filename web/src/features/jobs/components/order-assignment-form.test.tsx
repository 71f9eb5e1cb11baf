import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstBookableDate, maximumAttachmentBytes } from '@itad-portal/validation';
import { graphql, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../test-support/i18n';
import { fakeTheNetwork, network, recordRequests } from '../../../test-support/network';
import { todayInOslo } from '../lib/dates';
import { OrderAssignmentForm } from './order-assignment-form';

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
  can_upload: true,
  equipment_options: ['Laptops', 'Mobile phones'],
};

type Answer = () => Response | Promise<Response>;

/**
 * Answers the order mutation the way the test says (and attachment uploads with a stored file);
 * records the variables of each order sent.
 */
function serve(answer: Answer) {
  const orders: Record<string, unknown>[] = [];
  network.use(
    graphql.mutation('order_assignment', ({ variables }) => {
      orders.push(variables);
      return answer();
    }),
    http.post('*/attachments/:country', () =>
      HttpResponse.json(
        { id: 'att-1', file_name: 'list.pdf', content_type: 'application/pdf', size_bytes: 10 },
        { status: 201 },
      ),
    ),
  );
  return orders;
}

function renderForm(overrides: Partial<typeof defaults> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderAssignmentForm defaults={{ ...defaults, ...overrides }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

// Typing into many fields is slow on a busy machine.
const slow = { timeout: 30_000 };

describe('OrderAssignmentForm', () => {
  it('is prefilled from the supplier and the user', () => {
    renderForm();
    expect(screen.getByLabelText('Company name')).toHaveProperty('value', 'Nordlys Energi AS');
    expect(screen.getByLabelText('Address')).toHaveProperty('value', 'Strandveien 10');
    expect(screen.getByLabelText('Zip code')).toHaveProperty('value', '1366');
    expect(screen.getByLabelText('Country')).toHaveProperty('value', 'norway');
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Kari');
    expect(screen.getByLabelText('Surname')).toHaveProperty('value', 'Nordmann');
    expect(screen.getByLabelText('Telephone')).toHaveProperty('value', '+47 912 34 567');
    expect(screen.getByLabelText(/Same as the logged-in user/)).toHaveProperty('checked', true);
  });

  it(
    'checks every field with the shared rule and sends nothing while any is wrong',
    slow,
    async () => {
      serve(() => HttpResponse.json({}));
      const requests = recordRequests();
      renderForm({ company_name: '', address: '', city: '', zip_code: '', phone: '' });
      const user = userEvent.setup();
      await user.clear(screen.getByLabelText('E-mail'));
      await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
      await user.click(screen.getByLabelText(/Same as the logged-in user/));
      await user.clear(screen.getByLabelText('Recipient name'));
      await user.clear(screen.getByLabelText('Recipient e-mail'));
      await user.type(screen.getByLabelText('Box'), '1000');
      await user.click(screen.getByRole('button', { name: 'Order assignment' }));

      const expectations: [string, string][] = [
        ['Company name', 'This field is required.'],
        ['Address', 'This field is required.'],
        ['City', 'This field is required.'],
        ['Zip code', 'This field is required.'],
        ['E-mail', 'Enter a valid e-mail address.'],
        ['Telephone', 'This field is required.'],
        ['Delivery or pickup date', 'Enter a date.'],
        ['Recipient name', 'This field is required.'],
        ['Recipient e-mail', 'This field is required.'],
        ['Box', 'Enter a quantity from 1 to 999.'],
      ];
      for (const [label, message] of expectations) {
        const input = screen.getByLabelText(label);
        await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
        expect(errorOf(input)).toBe(message);
      }
      expect(screen.getByText('Check the fields marked in red.')).toBeTruthy();
      expect(requests).toEqual([]);
    },
  );

  it(
    'refuses a weekend or holiday and a zip code that does not fit the country',
    slow,
    async () => {
      serve(() => HttpResponse.json({}));
      renderForm();
      const user = userEvent.setup();
      const date = screen.getByLabelText('Delivery or pickup date');
      await user.type(date, '2027-05-17');
      await user.clear(screen.getByLabelText('Zip code'));
      await user.type(screen.getByLabelText('Zip code'), '13666');
      await user.click(screen.getByRole('button', { name: 'Order assignment' }));
      await waitFor(() =>
        expect(errorOf(date)).toBe('Choose a business day (not a weekend or public holiday).'),
      );
      expect(errorOf(screen.getByLabelText('Zip code'))).toBe(
        'Enter a valid zip code for the country.',
      );
      expect(errorOf(screen.getByRole('group', { name: 'Storage units' }))).toBe(
        'Choose at least one storage unit.',
      );
    },
  );

  it('refuses a file over 5 MB before uploading it', slow, async () => {
    serve(() => HttpResponse.json({}));
    const requests = recordRequests();
    renderForm();
    const user = userEvent.setup();
    const big = new File([new Uint8Array(maximumAttachmentBytes + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByLabelText('Attachments'), big);
    expect(await screen.findByText('scan.pdf: File to large.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it(
    'orders once per key, shows the confirmation, and keeps the key when retrying',
    slow,
    async () => {
      let attempts = 0;
      const orders = serve(() => {
        attempts += 1;
        if (attempts === 1)
          return HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 });
        return HttpResponse.json({
          data: {
            order_assignment: {
              id: 'job-1',
              job_number: 'J-2026-000042',
              recipient_email: 'kari@example.no',
            },
          },
        });
      });
      renderForm();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Delivery or pickup date'), defaults.earliest_date);
      await user.type(screen.getByLabelText('Box'), '2');
      await user.type(screen.getByLabelText('Security bag'), '1');
      await user.click(screen.getByLabelText('Laptops'));
      await user.upload(
        screen.getByLabelText('Attachments'),
        new File(['%PDF-1.4'], 'list.pdf', { type: 'application/pdf' }),
      );
      await screen.findByRole('button', { name: 'Remove list.pdf' });
      await user.click(screen.getByRole('button', { name: 'Order assignment' }));
      expect((await screen.findByText('Could not order assignment.')).textContent).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Order assignment' }));
      expect(await screen.findByRole('heading', { name: 'Assignment ordered.' })).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'View job J-2026-000042' }).getAttribute('href'),
      ).toBe('/services/job-1');

      expect(orders).toHaveLength(2);
      expect(orders[0]?.idempotency_key).toBe(orders[1]?.idempotency_key);
      expect(orders[1]?.assignment).toMatchObject({
        kind: 'COLLECTION',
        company_name: 'Nordlys Energi AS',
        recipient_email: 'kari@example.no',
        case_reference: null,
        storage_units: [
          { type: 'BOX', quantity: 2 },
          { type: 'SECURITY_BAG', quantity: 1 },
        ],
        equipment: ['Laptops'],
        attachment_ids: ['att-1'],
      });
    },
  );

  it('says so when the mail limit is reached', slow, async () => {
    serve(() =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message: 'Mail limit',
            extensions: { code: 'MAIL_LIMIT_REACHED', retryAfterSeconds: 600 },
          },
        ],
      }),
    );
    renderForm({ can_upload: false });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Delivery or pickup date'), defaults.earliest_date);
    await user.type(screen.getByLabelText('Box'), '2');
    await user.click(screen.getByLabelText('Laptops'));
    await user.click(screen.getByRole('button', { name: 'Order assignment' }));
    expect(
      await screen.findByText(
        'The limit for e-mails sent from the portal has been reached for now. Try again later, or contact us if you need to send more.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Could not order assignment.')).toBeNull();
  });

  it('leaves attachments out when the supplier may not upload', () => {
    renderForm({ can_upload: false });
    expect(screen.queryByLabelText('Attachments')).toBeNull();
    expect(screen.getByText(/cannot attach files/)).toBeTruthy();
  });
});
