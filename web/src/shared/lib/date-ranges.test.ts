import { describe, expect, it } from 'vitest';
import { isValidRange, presetRange } from './date-ranges';

// 15 May 2025, local time.
const today = new Date(2025, 4, 15);

describe('presetRange', () => {
  it.each([
    ['currentQuarter', '2025-04-01', '2025-06-30'],
    ['lastMonth', '2025-04-01', '2025-04-30'],
    ['lastQuarter', '2025-01-01', '2025-03-31'],
    ['lastYear', '2024-01-01', '2024-12-31'],
    ['last3Months', '2025-02-15', '2025-05-15'],
    ['last6Months', '2024-11-15', '2025-05-15'],
    ['yearToDate', '2025-01-01', '2025-05-15'],
  ] as const)('%s runs from %s to %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('crosses the year for last month and last quarter in January', () => {
    const january = new Date(2025, 0, 10);
    expect(presetRange('lastMonth', january)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('lastQuarter', january)).toEqual({ from: '2024-10-01', to: '2024-12-31' });
  });

  it('keeps month arithmetic inside shorter months', () => {
    expect(presetRange('last3Months', new Date(2024, 4, 31)).from).toBe('2024-02-29');
  });
});

describe('isValidRange', () => {
  it('requires the start on or before the end', () => {
    expect(isValidRange({ from: '2025-01-01', to: '2025-01-01' })).toBe(true);
    expect(isValidRange({ from: '2025-02-01', to: '2025-01-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2025-01-01' })).toBe(true);
  });
});
