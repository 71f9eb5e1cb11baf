import { describe, expect, it } from 'vitest';
import type { ReportFilterValues } from '../components/report-filter-fields';
import { nextReportFilterState, type ReportFilterState } from './recipients-default';

const untouched: ReportFilterState = {
  kind: 'COMPLETE',
  dateColumn: 'COMPLETED_DATE',
  supplierId: '',
  freeText: '',
  serialOrProduct: '',
  recipients: null,
};
const shown = (state: ReportFilterState, email: string): ReportFilterValues => ({
  ...state,
  recipients: state.recipients ?? email,
});

describe('the recipients of a report form', () => {
  it('stay the user’s own address when another field changes before the address arrived', () => {
    const beforeAddress = shown(untouched, '');
    const next = nextReportFilterState(untouched, beforeAddress.recipients, {
      ...beforeAddress,
      kind: 'CERTIFICATE_OF_DESTRUCTION',
    });
    expect(next.kind).toBe('CERTIFICATE_OF_DESTRUCTION');
    expect(shown(next, 'me@example.com').recipients).toBe('me@example.com');
  });

  it('are what the user typed once they edit them, even empty', () => {
    const before = shown(untouched, 'me@example.com');
    const typed = nextReportFilterState(untouched, before.recipients, {
      ...before,
      recipients: 'a@example.com, b@example.com',
    });
    expect(shown(typed, 'me@example.com').recipients).toBe('a@example.com, b@example.com');
    const cleared = nextReportFilterState(typed, 'a@example.com, b@example.com', {
      ...shown(typed, 'me@example.com'),
      recipients: '',
    });
    expect(shown(cleared, 'me@example.com').recipients).toBe('');
  });
});
