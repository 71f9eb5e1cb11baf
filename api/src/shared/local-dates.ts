/**
 * Local dates (`YYYY-MM-DD` strings, so no time zone can shift them) in Europe/Oslo, the
 * provider's business day: shared by units, reports, settlements and demo data.
 */
export const businessTimeZone = 'Europe/Oslo';

// en-CA formats as YYYY-MM-DD. Made once: exports format thousands of days.
const businessDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const businessWallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The date and time a clock where the provider works shows at an instant (YYYY-MM-DDTHH:MM:SS). */
export function businessWallClockOf(instant: Date): string {
  return `${businessDayFormat.format(instant)}T${businessWallClock.format(instant)}`;
}

/** Today's date where the provider works (not where the server runs). */
export function todayInBusinessTimeZone(now: Date = new Date()): string {
  return businessDayFormat.format(now);
}

/**
 * The calendar day an instant falls on where the provider works. A unit's received, graded and
 * completed dates are days (the dashboard and reports count them by this day), so every page,
 * file and API field writes them as this `YYYY-MM-DD`, never as a time a reader's zone can shift.
 */
export function businessDayOf(instant: Date): string {
  return todayInBusinessTimeZone(instant);
}

export function businessDayOrNull(instant: Date | null): string | null {
  return instant ? businessDayOf(instant) : null;
}

// One rule for both sides: the web's date fields and the API's inputs.
export { isLocalDate } from '@itad-portal/validation';

export function formatLocalDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` months earlier or later, clamped to the month's end (31 Aug - 6 = 28/29 Feb). */
export function addMonths(localDate: string, months: number): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatLocalDate(
    targetYear,
    targetMonth,
    Math.min(day, daysInMonth(targetYear, targetMonth)),
  );
}

export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return formatLocalDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
