import { dateLocale } from '../../../shared/lib/format-date';

/** The period a settlement covers: "October 2026", "Q3 2026" or "2026". */
export function formatPeriod(
  periodType: 'monthly' | 'quarterly' | 'yearly',
  periodStart: string,
  language: string,
): string {
  const [year = '', month = '1'] = periodStart.split('-');
  if (periodType === 'yearly') return year;
  if (periodType === 'quarterly') return `Q${Math.floor((Number(month) - 1) / 3) + 1} ${year}`;
  return new Intl.DateTimeFormat(dateLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${periodStart}T12:00:00Z`));
}
