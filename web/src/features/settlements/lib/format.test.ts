import { describe, expect, it } from 'vitest';
import { formatMoney, formatPeriod } from './format';

describe('settlement formatting', () => {
  it('writes money in the currency and the language’s way', () => {
    expect(formatMoney('13840.25', 'NOK', 'en').replace(/\s/g, ' ')).toBe('NOK 13,840.25');
    expect(formatMoney('13840.25', 'NOK', 'no').replace(/\s/g, ' ')).toBe('13 840,25 kr');
    expect(formatMoney('-7.5', 'SEK', 'se').replace(/\s/g, ' ')).toBe('−7,50 kr');
  });

  it('names the period', () => {
    expect(formatPeriod('monthly', '2026-10-01', 'en')).toBe('October 2026');
    expect(formatPeriod('monthly', '2026-10-01', 'no')).toBe('oktober 2026');
    expect(formatPeriod('quarterly', '2026-07-01', 'en')).toBe('Q3 2026');
    expect(formatPeriod('yearly', '2025-01-01', 'en')).toBe('2025');
  });
});
