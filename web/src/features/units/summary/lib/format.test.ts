import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatTonnes, formatTons } from './format';

// Intl uses narrow no-break spaces for grouping in the Nordic languages.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting per language', () => {
  it('groups whole numbers as the language does', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(spaces(formatCount(12345, 'no'))).toBe('12 345');
    expect(spaces(formatCount(12345, 'se'))).toBe('12 345');
    expect(formatCount(12345, 'da')).toBe('12.345');
  });

  it('shows tons of CO2 always to the hundredth, whatever their size', () => {
    expect(formatTons(3.756, 'en')).toBe('3.76');
    expect(formatTons(128.44, 'en')).toBe('128.44');
    expect(formatTons(25.01, 'en')).toBe('25.01');
    expect(formatTons(3.5, 'no')).toBe('3,50');
    expect(formatTons(0, 'fi')).toBe('0,00');
  });

  it('shows tonnes of material always to the kilogram, side by side alike', () => {
    expect([25.01, 15.284, 7.55].map((value) => formatTonnes(value, 'en'))).toEqual([
      '25.010',
      '15.284',
      '7.550',
    ]);
    expect(formatTonnes(0, 'no')).toBe('0,000');
  });

  it('rounds equivalents by size', () => {
    expect(formatAmount(0.123, 'en')).toBe('0.12');
    expect(formatAmount(7.46, 'en')).toBe('7.5');
    expect(formatAmount(1234.6, 'en')).toBe('1,235');
  });

  it.each([
    ['da', '12.345', '3,76'],
    ['en', '12,345', '3.76'],
    ['fi', '12 345', '3,76'],
    ['no', '12 345', '3,76'],
    ['se', '12 345', '3,76'],
  ])('writes counts and tons the %s way', (language, count, tons) => {
    expect(spaces(formatCount(12345, language))).toBe(count);
    expect(formatTons(3.756, language)).toBe(tons);
  });
});
