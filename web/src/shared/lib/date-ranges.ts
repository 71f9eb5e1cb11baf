/** A period as ISO dates (YYYY-MM-DD, local time), both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The quick selections of spec section 3, in the order the picker offers them. */
export const datePresets = [
  'currentQuarter',
  'lastMonth',
  'lastQuarter',
  'lastYear',
  'last3Months',
  'last6Months',
  'yearToDate',
] as const;
export type DatePreset = (typeof datePresets)[number];

function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Day 0 of the next month is the last day of this one. */
const lastDayOf = (year: number, month: number) => new Date(year, month + 1, 0);

/** The same day some months back, kept inside shorter months (31 May - 3 months = 28/29 Feb). */
function monthsBefore(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() - months, 1);
  const lastDay = lastDayOf(target.getFullYear(), target.getMonth()).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target;
}

export function presetRange(preset: DatePreset, today: Date = new Date()): DateRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  const quarterStart = month - (month % 3);
  switch (preset) {
    case 'currentQuarter':
      return {
        from: toIsoDate(new Date(year, quarterStart, 1)),
        to: toIsoDate(lastDayOf(year, quarterStart + 2)),
      };
    case 'lastMonth':
      return {
        from: toIsoDate(new Date(year, month - 1, 1)),
        to: toIsoDate(lastDayOf(year, month - 1)),
      };
    case 'lastQuarter':
      return {
        from: toIsoDate(new Date(year, quarterStart - 3, 1)),
        to: toIsoDate(lastDayOf(year, quarterStart - 1)),
      };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'last3Months':
      return { from: toIsoDate(monthsBefore(today, 3)), to: toIsoDate(today) };
    case 'last6Months':
      return { from: toIsoDate(monthsBefore(today, 6)), to: toIsoDate(today) };
    case 'yearToDate':
      return { from: `${year}-01-01`, to: toIsoDate(today) };
  }
}

export function isValidRange(range: DateRange): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
