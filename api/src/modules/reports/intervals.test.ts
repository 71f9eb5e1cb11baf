import { describe, expect, it } from 'vitest';
import { previousFullPeriod } from './intervals.js';

describe('previousFullPeriod', () => {
  it('gives the last full week, Monday to Sunday', () => {
    // 2026-11-18 is a Wednesday; 2026-11-16 a Monday.
    expect(previousFullPeriod('WEEKLY', '2026-11-18')).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
    expect(previousFullPeriod('WEEKLY', '2026-11-16')).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
    expect(previousFullPeriod('WEEKLY', '2026-11-15')).toEqual({
      from: '2026-11-02',
      to: '2026-11-08',
    });
  });

  it('gives the last full month, across a year and in a leap February', () => {
    expect(previousFullPeriod('MONTHLY', '2026-01-05')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(previousFullPeriod('MONTHLY', '2028-03-01')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('gives the last full quarter and year', () => {
    expect(previousFullPeriod('QUARTERLY', '2026-05-20')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(previousFullPeriod('QUARTERLY', '2026-02-01')).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(previousFullPeriod('YEARLY', '2026-06-30')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });
});
