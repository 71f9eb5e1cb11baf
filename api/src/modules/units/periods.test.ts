import { describe, expect, it } from 'vitest';
import { addMonths, isLocalDate, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { periodRange } from './periods.js';

describe('periodRange', () => {
  const today = '2026-11-21';

  it('gives calendar quarters of the chosen year, this year by default', () => {
    expect(periodRange('Q1', { today })).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodRange('Q2', { today, year: 2025 })).toEqual({
      from: '2025-04-01',
      to: '2025-06-30',
    });
    expect(periodRange('Q3', { today })).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(periodRange('Q4', { today })).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('knows leap years', () => {
    expect(periodRange('Q1', { today, year: 2024 }).to).toBe('2024-03-31');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2025-08-31', -6)).toBe('2025-02-28');
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
  });

  it('gives the year, the year to date, the last six months and the total', () => {
    expect(periodRange('YEAR', { today, year: 2024 })).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(periodRange('YEAR_TO_DATE', { today, year: 2020 })).toEqual({
      from: '2026-01-01',
      to: today,
    });
    expect(periodRange('LAST_SIX_MONTHS', { today })).toEqual({ from: '2026-05-22', to: today });
    expect(periodRange('LAST_SIX_MONTHS', { today: '2026-03-01' })).toEqual({
      from: '2025-09-02',
      to: '2026-03-01',
    });
    expect(periodRange('TOTAL', { today })).toEqual({ from: null, to: null });
  });
});

describe('todayInBusinessTimeZone', () => {
  it('uses the date in Oslo, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Oslo (UTC+1 in winter).
    expect(todayInBusinessTimeZone(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Oslo (UTC+2 in summer).
    expect(todayInBusinessTimeZone(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInBusinessTimeZone(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });
});
