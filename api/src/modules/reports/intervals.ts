import { addDays, addMonths } from '../../shared/local-dates.js';

export const reportIntervals = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type ReportInterval = (typeof reportIntervals)[number];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The last full period of the interval before `today` (a local date, YYYY-MM-DD): the week
 * Monday to Sunday, the calendar month, quarter or year. A regular report covers this period.
 */
export function previousFullPeriod(
  interval: ReportInterval,
  today: string,
): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number, number];
  const firstOfMonth = `${year}-${pad(month)}-01`;
  switch (interval) {
    case 'WEEKLY': {
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      // getUTCDay: Sunday 0 ... Saturday 6; days since this week's Monday.
      const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
      const thisMonday = addDays(today, -sinceMonday);
      return { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
    }
    case 'MONTHLY':
      return { from: addMonths(firstOfMonth, -1), to: addDays(firstOfMonth, -1) };
    case 'QUARTERLY': {
      const quarterStart = `${year}-${pad(month - ((month - 1) % 3))}-01`;
      return { from: addMonths(quarterStart, -3), to: addDays(quarterStart, -1) };
    }
    case 'YEARLY':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}
