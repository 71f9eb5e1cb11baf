import type { Database } from '../../database/connections.js';
import { addDays, addMonths, daysInMonth } from '../../shared/local-dates.js';
import type { LocalDateRange } from './periods.js';
import { totalsByOutcome, type DateColumn } from './summary.js';

/** A closed range of local dates: both ends known. */
interface ClosedDateRange {
  from: string;
  to: string;
}

function isFirstOfMonth(localDate: string): boolean {
  return localDate.endsWith('-01');
}

function isLastOfMonth(localDate: string): boolean {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return day === daysInMonth(year, month);
}

function monthsSpanned(range: ClosedDateRange): number {
  const [fromYear, fromMonth] = range.from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = range.to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

function daysSpanned(range: ClosedDateRange): number {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const end = Date.parse(`${range.to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/**
 * The period of the same length just before a range: whole calendar months give the same number
 * of months before (Q2 -> Q1, a year -> the year before), any other range the same number of days
 * before. None for an open range (TOTAL has nothing before it).
 */
export function previousPeriodOf(range: LocalDateRange): ClosedDateRange | null {
  if (!range.from || !range.to) return null;
  const closed = { from: range.from, to: range.to };
  if (isFirstOfMonth(closed.from) && isLastOfMonth(closed.to)) {
    const months = monthsSpanned(closed);
    const from = addMonths(closed.from, -months);
    return { from, to: addDays(closed.from, -1) };
  }
  const days = daysSpanned(closed);
  return { from: addDays(closed.from, -days), to: addDays(closed.from, -1) };
}

export interface PreviousPeriodFigures extends ClosedDateRange {
  unitsByOutcome: Record<'reused' | 'recycled' | 'stocked' | 'in_process', number>;
  co2SavingsTons: number;
}

/**
 * The figures of the cards for the previous period: the same daily totals, scope and date column
 * as the summary, so the read is as long as the period asked for, never all the history.
 */
export async function summarisePreviousPeriod(
  database: Database,
  supplierIds: string[],
  range: ClosedDateRange,
  dateColumn: DateColumn,
): Promise<PreviousPeriodFigures> {
  const totals = await totalsByOutcome(database, supplierIds, range, dateColumn);
  return {
    ...range,
    unitsByOutcome: totals.unitsByOutcome,
    co2SavingsTons: Math.round(totals.co2eKg) / 1000,
  };
}
