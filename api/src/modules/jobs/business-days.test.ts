import { firstBookableDate, isBusinessDay, norwegianPublicHolidays } from '@itad-portal/validation';
import { describe, expect, it } from 'vitest';

describe('business days (the shared rule)', () => {
  it('knows the Norwegian public holidays, Easter included', () => {
    expect([...norwegianPublicHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-03-25', // Maundy Thursday
      '2027-03-26', // Good Friday
      '2027-03-28', // Easter Sunday
      '2027-03-29', // Easter Monday
      '2027-05-01',
      '2027-05-06', // Ascension Day
      '2027-05-16', // Whit Sunday
      '2027-05-17', // Whit Monday and Constitution Day
      '2027-12-25',
      '2027-12-26',
    ]);
  });

  it('skips weekends and holidays for the earliest booking', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true);
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(isBusinessDay('2026-02-30')).toBe(false);
    // Friday -> Monday; Christmas Eve (a Thursday) -> the 28th after the holidays and weekend.
    expect(firstBookableDate('2026-11-20')).toBe('2026-11-23');
    expect(firstBookableDate('2026-12-24')).toBe('2026-12-28');
    // Wednesday before Easter -> the Tuesday after Easter Monday.
    expect(firstBookableDate('2027-03-24')).toBe('2027-03-30');
  });
});
