import { describe, expect, it } from 'vitest';
import { fromCents, periodEnd, toCents } from './settlement-model.js';

describe('settlement amounts and periods', () => {
  it('reads amounts exactly and writes them with two decimals', () => {
    expect(toCents('1234.5')).toBe(123_450);
    expect(toCents('0,07')).toBe(7);
    expect(toCents(-12)).toBe(-1_200);
    expect(() => toCents('12.345')).toThrow('is not an amount');
    expect(() => toCents('abc')).toThrow();
    expect(fromCents(123_450)).toBe('1234.50');
    expect(fromCents(-7)).toBe('-0.07');
  });

  it('knows where each kind of period ends, and which days start one', () => {
    expect(periodEnd('monthly', '2026-02-01')).toBe('2026-02-28');
    expect(periodEnd('monthly', '2028-02-01')).toBe('2028-02-29');
    expect(periodEnd('quarterly', '2026-10-01')).toBe('2026-12-31');
    expect(periodEnd('yearly', '2025-01-01')).toBe('2025-12-31');
    expect(periodEnd('quarterly', '2026-02-01')).toBeNull();
    expect(periodEnd('monthly', '2026-02-02')).toBeNull();
    expect(periodEnd('yearly', '2026-07-01')).toBeNull();
  });
});
