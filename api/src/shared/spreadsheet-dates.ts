import { businessTimeZone } from './local-dates.js';

/**
 * Dates as XLSX cells. A spreadsheet's dates have no zone (exceljs writes a Date's UTC fields),
 * so a calendar day is its UTC midnight and a moment is its wall-clock time in Oslo, the zone
 * named once in the column's header (`timeColumnHeader`).
 */
export function spreadsheetDay(localDate: string): Date {
  return new Date(`${localDate}T00:00:00Z`);
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function spreadsheetTime(instant: Date): Date {
  const parts = wallClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((found) => found.type === type)?.value);
  return new Date(
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
  );
}

/** "Ordered (Europe/Oslo)": the zone of a time column, said once, in its header. */
export function timeColumnHeader(header: string): string {
  return `${header} (${businessTimeZone})`;
}
