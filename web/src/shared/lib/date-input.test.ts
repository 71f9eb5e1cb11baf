import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayPattern,
  formatDayForInput,
  monthWeeks,
  parseTypedDay,
} from './date-input';

describe('date input', () => {
  it('shows a day in each language’s numeric format', () => {
    expect(formatDayForInput('2026-11-04', 'en')).toBe('04/11/2026');
    expect(formatDayForInput('2026-11-04', 'no')).toBe('04.11.2026');
    expect(formatDayForInput('2026-11-04', 'da')).toBe('04.11.2026');
    expect(formatDayForInput('2026-11-04', 'fi')).toBe('04.11.2026');
    expect(formatDayForInput('2026-11-04', 'se')).toBe('2026-11-04');
    expect(formatDayForInput('', 'en')).toBe('');
  });

  it('reads what people type in their order, with any separator, and ISO days anywhere', () => {
    expect(parseTypedDay('4.11.2026', 'no')).toBe('2026-11-04');
    expect(parseTypedDay('04/11/2026', 'en')).toBe('2026-11-04');
    expect(parseTypedDay(' 4 11 2026 ', 'fi')).toBe('2026-11-04');
    expect(parseTypedDay('2026-11-04', 'da')).toBe('2026-11-04');
    expect(parseTypedDay('2026-11-04', 'se')).toBe('2026-11-04');
    expect(parseTypedDay('2026 11 4', 'se')).toBe('2026-11-04');
  });

  it('refuses days that do not exist and text that is no day', () => {
    expect(parseTypedDay('31.02.2026', 'no')).toBeNull();
    expect(parseTypedDay('2026-02-30', 'en')).toBeNull();
    expect(parseTypedDay('11/24/2026', 'en')).toBeNull();
    expect(parseTypedDay('tomorrow', 'en')).toBeNull();
    expect(parseTypedDay('1.1.26', 'no')).toBeNull();
  });

  it('describes the pattern with the reader’s letters', () => {
    expect(dayPattern('no', { day: 'dd', month: 'mm', year: 'åååå' })).toBe('dd.mm.åååå');
    expect(dayPattern('se', { day: 'dd', month: 'mm', year: 'åååå' })).toBe('åååå-mm-dd');
  });

  it('moves by days and months across month ends and leap years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-11-24');
    // 1 November 2026 is a Sunday: six blanks before it in the first week.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});
