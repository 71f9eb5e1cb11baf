import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/lib/format-money';
import { formatPeriod } from './format';

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

  it.each([
    ['da', 'DKK', '13.840,25 kr.', 'oktober 2026'],
    ['en', 'EUR', '€13,840.25', 'October 2026'],
    ['fi', 'EUR', '13 840,25 €', 'lokakuu 2026'],
    ['no', 'NOK', '13 840,25 kr', 'oktober 2026'],
    ['se', 'SEK', '13 840,25 kr', 'oktober 2026'],
  ])('writes money and months the %s way (%s)', (language, currency, money, month) => {
    expect(formatMoney('13840.25', currency, language).replace(/\s/g, ' ')).toBe(money);
    expect(formatPeriod('monthly', '2026-10-01', language)).toBe(month);
  });
});
