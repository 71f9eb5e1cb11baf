import { addDays, addMonths, daysInMonth, formatLocalDate } from '../../shared/local-dates.js';

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
        from: formatLocalDate(year, lastMonth - 2, 1),
        to: formatLocalDate(year, lastMonth, daysInMonth(year, lastMonth)),
      };
    }
    case 'YEAR':
      return { from: formatLocalDate(year, 1, 1), to: formatLocalDate(year, 12, 31) };
    case 'YEAR_TO_DATE':
      return { from: formatLocalDate(currentYear, 1, 1), to: options.today };
    case 'LAST_SIX_MONTHS':
      // Six months back from today, not counting the same day twice: 21 May to 20 Nov.
      return { from: addDays(addMonths(options.today, -6), 1), to: options.today };
    case 'TOTAL':
      return { from: null, to: null };
  }
}
