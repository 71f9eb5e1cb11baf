import { describe, expect, it } from 'vitest';
import {
  parseFilter,
  selectableYears,
  serialiseFilter,
  toSummaryFilter,
  type DashboardFilter,
} from './filter';

const today = new Date(2026, 10, 21);
const parse = (query: string) => parseFilter(new URLSearchParams(query), today);

describe('dashboard filter in the query string', () => {
  it('takes the defaults from an empty query string', () => {
    expect(parse('')).toEqual({
      kind: 'period',
      period: 'TOTAL',
      year: 2026,
      dateColumn: 'COMPLETED_DATE',
      supplierId: null,
    });
    expect(serialiseFilter(parse('')).toString()).toBe('');
  });

  it('reads a quarter of a year, a date column and a supplier', () => {
    const filter = parse('period=Q2&year=2025&column=CREATED_AT&supplier=abc');
    expect(filter).toEqual({
      kind: 'period',
      period: 'Q2',
      year: 2025,
      dateColumn: 'CREATED_AT',
      supplierId: 'abc',
    });
    expect(toSummaryFilter(filter)).toEqual({
      period: 'Q2',
      year: 2025,
      date_column: 'CREATED_AT',
      supplier_id: 'abc',
    });
  });

  it('reads a date range, which wins over a period', () => {
    const filter = parse('period=Q1&from=2025-02-01&to=2025-03-15');
    expect(filter).toMatchObject({
      kind: 'range',
      range: { from: '2025-02-01', to: '2025-03-15' },
    });
    expect(toSummaryFilter(filter)).toEqual({
      from: '2025-02-01',
      to: '2025-03-15',
      date_column: 'COMPLETED_DATE',
    });
  });

  it('ignores invalid values', () => {
    expect(
      parse('period=WEEK&year=99999&column=GRADED_DATE&from=2025-02-30&to=2025-03-01'),
    ).toEqual({
      kind: 'period',
      period: 'TOTAL',
      year: 2026,
      dateColumn: 'COMPLETED_DATE',
      supplierId: null,
    });
    expect(parse('from=2025-03-02&to=2025-03-01').kind).toBe('period');
  });

  it('round-trips every kind of filter', () => {
    const filters: DashboardFilter[] = [
      { kind: 'period', period: 'YEAR', year: 2024, dateColumn: 'CREATED_AT', supplierId: null },
      {
        kind: 'period',
        period: 'LAST_SIX_MONTHS',
        year: 2026,
        dateColumn: 'COMPLETED_DATE',
        supplierId: 's1',
      },
      {
        kind: 'range',
        range: { from: '2024-01-01', to: '2024-12-31' },
        dateColumn: 'COMPLETED_DATE',
        supplierId: null,
      },
    ];
    for (const filter of filters) {
      expect(parseFilter(serialiseFilter(filter), today)).toEqual(filter);
    }
  });

  it('leaves the year out for periods that do not need it', () => {
    const filter = parse('period=YEAR_TO_DATE&year=2024');
    expect(serialiseFilter(filter).toString()).toBe('period=YEAR_TO_DATE');
    expect(toSummaryFilter(filter)).toEqual({
      period: 'YEAR_TO_DATE',
      date_column: 'COMPLETED_DATE',
    });
  });

  it('asks nothing while a custom range is incomplete or reversed', () => {
    const base = { dateColumn: 'COMPLETED_DATE', supplierId: null } as const;
    expect(
      toSummaryFilter({ ...base, kind: 'range', range: { from: '2025-01-01', to: '' } }),
    ).toBeNull();
    expect(
      toSummaryFilter({ ...base, kind: 'range', range: { from: '2025-02-01', to: '2025-01-01' } }),
    ).toBeNull();
  });

  it('offers this year and the four before, and a year from a link', () => {
    expect(selectableYears(today)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(selectableYears(today, 2015)).toEqual([2026, 2025, 2024, 2023, 2022, 2015]);
  });
});
