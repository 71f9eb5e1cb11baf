/**
 * Business days for pickups and deliveries: no weekends and no Norwegian public holidays
 * (the provider's calendar). Dates are local `YYYY-MM-DD` strings, so no time zone shifts them.
 */

const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLocalDate(value: string): boolean {
  const match = localDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function toUtcDate(localDate: string): Date {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function formatUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(localDate: string, days: number): string {
  const date = toUtcDate(localDate);
  date.setUTCDate(date.getUTCDate() + days);
  return formatUtcDate(date);
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const holidayCache = new Map<number, Set<string>>();

/** Norwegian public holidays of a year (helligdager and the two national days). */
export function norwegianPublicHolidays(year: number): Set<string> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    holidays = new Set([
      `${year}-01-01`,
      addDays(easter, -3), // Maundy Thursday
      addDays(easter, -2), // Good Friday
      easter,
      addDays(easter, 1), // Easter Monday
      `${year}-05-01`,
      `${year}-05-17`,
      addDays(easter, 39), // Ascension Day
      addDays(easter, 49), // Whit Sunday
      addDays(easter, 50), // Whit Monday
      `${year}-12-25`,
      `${year}-12-26`,
    ]);
    holidayCache.set(year, holidays);
  }
  return holidays;
}

export function isBusinessDay(localDate: string): boolean {
  if (!isLocalDate(localDate)) return false;
  const weekday = toUtcDate(localDate).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !norwegianPublicHolidays(Number(localDate.slice(0, 4))).has(localDate);
}

/** The first business day after `today`: the earliest day a pickup or delivery can be booked. */
export function firstBookableDate(today: string): string {
  let candidate = addDays(today, 1);
  while (!isBusinessDay(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/**
 * How far ahead of the server's clock a job status's time may be (a reporting system's clock
 * running fast): the provider API and the console's move dialog both allow this, no more.
 */
export const maximumStatusTimeAheadMs = 5 * 60_000;
