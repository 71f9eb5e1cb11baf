import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../../test-support/i18n';
import { HoldRecords } from './hold-records';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

const answered = {
  id: 'h1',
  reason: 'mdm_enrolment',
  note: 'Enrolled in Intune.',
  state: 'released',
  placed_at: '2026-11-02T09:00:00.000Z',
  respond_by: '2026-11-09T09:00:00.000Z',
  answered_at: '2026-11-04T10:00:00.000Z',
  answered_by: 'Kari Nilsen',
  answer_note: 'Released in our MDM',
};
const waiting = {
  ...answered,
  id: 'h2',
  reason: 'activation_lock',
  note: null,
  state: 'open',
  placed_at: '2026-11-20T09:00:00.000Z',
  respond_by: '2026-11-27T09:00:00.000Z',
  answered_at: null,
  answered_by: null,
  answer_note: null,
};

describe('HoldRecords', () => {
  it('tells each hold and its answer, and leads to where an open one is answered', () => {
    render(
      <MemoryRouter>
        <HoldRecords serialNumber="PF3K2L9" holds={[answered, waiting]} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Processing holds' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first!.textContent).toContain("Enrolled in the customer's MDM");
    expect(first!.textContent).toContain('Released by Kari Nilsen');
    expect(first!.textContent).toContain("Customer's note: Released in our MDM");
    expect(second!.textContent).toContain('Activation Lock / Find My is on');
    expect(
      within(second!).getByRole('link', { name: 'Answer in Units on hold' }).getAttribute('href'),
    ).toBe('/unit-holds?q=PF3K2L9&state=open');
  });

  it('is left out for a unit never held', () => {
    render(
      <MemoryRouter>
        <HoldRecords serialNumber="PF3K2L9" holds={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
