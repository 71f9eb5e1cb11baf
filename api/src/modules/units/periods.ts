/**
 * Dashboard periods as ranges of local dates in Europe/Oslo (the provider's business day),
 * inclusive at both ends. Dates are `YYYY-MM-DD` strings so no time zone can shift them.
 */
export const summaryPeriods = [
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  'LAST_SIX_MONTHS',
  'YEAR',
  'TOTAL',
  'YEAR_TO_DATE',
] as const;
export type SummaryPeriod = (typeof summaryPeriods)[number];

export interface LocalDateRange {
  /** null: from the first unit. */
  from: string | null;
  /** null: up to the last unit. */
  to: string | null;
}

export const businessTimeZone = 'Europe/Oslo';

const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date where the provider works (not where the server runs). */
export function todayInBusinessTimeZone(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function isLocalDate(value: string): boolean {
  const match = localDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` months earlier or later, clamped to the month's end (31 Aug - 6 = 28/29 Feb). */
export function addMonths(localDate: string, months: number): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addDays(localDate: string, days: number): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return format(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function periodRange(
  period: SummaryPeriod,
  options: { year?: number | null; today: string },
): LocalDateRange {
  const currentYear = Number(options.today.slice(0, 4));
  const year = options.year ?? currentYear;
  switch (period) {
    case 'Q1':
    case 'Q2':
    case 'Q3':
    case 'Q4': {
      const quarter = Number(period.slice(1));
      const lastMonth = quarter * 3;
      return {
        from: format(year, lastMonth - 2, 1),
        to: format(year, lastMonth, daysInMonth(year, lastMonth)),
      };
    }
    case 'YEAR':
      return { from: format(year, 1, 1), to: format(year, 12, 31) };
    case 'YEAR_TO_DATE':
      return { from: format(currentYear, 1, 1), to: options.today };
    case 'LAST_SIX_MONTHS':
      // Six months back from today, not counting the same day twice: 21 May to 20 Nov.
      return { from: addDays(addMonths(options.today, -6), 1), to: options.today };
    case 'TOTAL':
      return { from: null, to: null };
  }
}
