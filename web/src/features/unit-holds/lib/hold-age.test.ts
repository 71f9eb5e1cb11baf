import { describe, expect, it } from 'vitest';
import { providerDayOf } from '../../../shared/lib/format-date';
import { businessDaysElapsed } from './hold-age';

describe('a hold’s age in business days', () => {
  it('counts the business days begun since the day it was placed', () => {
    // Placed on Monday 16 November 2026.
    expect(businessDaysElapsed('2026-11-16T09:00:00Z', '2026-11-16')).toBe(0);
    expect(businessDaysElapsed('2026-11-16T09:00:00Z', '2026-11-18')).toBe(2);
    // Over a weekend: Friday to Monday is one.
    expect(businessDaysElapsed('2026-11-20T09:00:00Z', '2026-11-23')).toBe(1);
  });

  it('skips public holidays and stops at the response time', () => {
    // Christmas: 24 December 2026 is a Thursday, 25 and 26 are holidays.
    expect(businessDaysElapsed('2026-12-24T09:00:00Z', '2026-12-28')).toBe(1);
    expect(businessDaysElapsed('2026-11-02T09:00:00Z', '2026-11-30')).toBe(5);
  });

  it('takes the day where the provider works, not the reader’s', () => {
    expect(providerDayOf(new Date('2026-11-16T23:30:00Z'))).toBe('2026-11-17');
  });
});
