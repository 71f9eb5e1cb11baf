import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeForColumn } from './format-date';

/** Intl puts narrow no-break spaces in some languages; compare with plain spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it.each([
    ['da', '31. mar. 2025'],
    ['en', '31 Mar 2025'],
    ['fi', '31.3.2025'],
    ['no', '31. mars 2025'],
    ['se', '31 mars 2025'],
  ])('writes a day one way in %s', (language, day) => {
    expect(spaces(formatDate('2025-03-31', language))).toBe(day);
  });

  it('shows an instant as the day it was in the provider time zone', () => {
    // 23:30 UTC on 31 March is 1 April in Oslo.
    expect(formatDate('2025-03-31T23:30:00.000Z', 'en')).toBe('1 Apr 2025');
  });

  it('leaves what is not a date alone, and falls back to English for an unknown language', () => {
    expect(formatDate('until terminated', 'en')).toBe('until terminated');
    expect(formatDate('2025-03-31', 'xx')).toBe('31 Mar 2025');
  });

  it('writes a moment with its time in the same day format', () => {
    expect(formatDateTime('2025-03-31T10:00:00.000Z', 'en')).toMatch(/^31 Mar 2025, \d{2}:\d{2}$/);
  });
});

describe('formatDateTimeForColumn', () => {
  it.each(['da', 'en', 'fi', 'no', 'se'])(
    'breaks only between the day and the time in %s',
    (language) => {
      const value = '2026-11-28T09:31:00Z';
      const text = formatDateTimeForColumn(value, language);
      // The same words as everywhere else, with only the spaces inside day and time held.
      expect(text.replace(/\u00a0/g, ' ')).toBe(formatDateTime(value, language));
      const breakable = text.split(/[ \t]/);
      expect(breakable).toHaveLength(2);
      expect(breakable[0]).toContain('2026');
    },
  );

  it('keeps a calendar day whole', () => {
    expect(formatDateTimeForColumn('2026-10-18', 'en')).toBe('18\u00a0Oct\u00a02026');
  });
});
