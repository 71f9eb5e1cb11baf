import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../../../test-support/i18n';
import type { UnitCustody } from '../lib/custody-timeline';
import { CustodyTimeline } from './custody-timeline';

beforeAll(() => {
  initialiseTestI18n();
});
afterEach(cleanup);

const unit: UnitCustody = {
  id: '7',
  serial_number: 'PF3K2L9',
  manufacturer: 'Lenovo',
  model: 'T14',
  category: 'laptop',
  weight_kg: 1.4,
  grade: 'A',
  sanitisation_method: 'software_erasure',
  erasure_standard: null,
  sanitisation_result: 'passed',
  sanitised_at: '2026-10-19T07:30:00.000Z',
  outcome: 'reused',
  downstream_recycler: null,
  // Days, as the API sends them: no time for the reader's zone to shift.
  created_at: '2026-10-18',
  graded_date: '2026-10-19',
  completed_date: '2026-10-20',
  job_number: null,
  supplier_company: 'Nordlys AS',
  certificate_path: '/files/no/units/7/certificate.pdf',
  job: null,
  carriers: [],
  holds: [],
  value: null,
};

const stepText = (title: string) =>
  screen.getByText(title, { selector: 'p' }).parentElement!.textContent.replace(/\s/g, ' ');

describe('CustodyTimeline', () => {
  it(`writes the unit's days as days, the same in every time zone (here ${Intl.DateTimeFormat().resolvedOptions().timeZone})`, () => {
    render(
      <MemoryRouter>
        <CustodyTimeline unit={unit} />
      </MemoryRouter>,
    );
    const timeline = screen.getByRole('list');
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(6);
    expect(stepText('Received at the facility')).toContain('18 Oct 2026');
    expect(stepText('Graded')).toContain('19 Oct 2026');
    expect(stepText('Completed')).toContain('20 Oct 2026');
    // Only the sanitisation, a real moment, carries a time.
    for (const title of ['Received at the facility', 'Graded', 'Completed']) {
      expect(stepText(title)).not.toMatch(/\d{2}:\d{2}/);
    }
    expect(stepText('Sanitised')).toMatch(/19 Oct 2026, \d{2}:30/);
  });
});
