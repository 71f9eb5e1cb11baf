import { runPreparedQuery, type Database } from '../../database/connections.js';
import type { LocalDateRange } from './periods.js';
import type { DateColumn } from './summary.js';

export interface TrendMonth {
  /** YYYY-MM. */
  month: string;
  reused: number;
  recycled: number;
  stocked: number;
  inProcess: number;
  co2SavingsTons: number;
}

const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/**
 * Units by outcome and CO2 saved per month of the period, from the daily totals; every month
 * from the period's first to its last (or, for an open end, from the first to the last month
 * with units) is there, months without units as zeros, so a chart shows the gaps.
 */
export async function summariseTrend(
  database: Database,
  supplierIds: string[],
  range: LocalDateRange,
  dateColumn: DateColumn,
): Promise<TrendMonth[]> {
  const rows = await runPreparedQuery<{
    month: string;
    outcome: string;
    units: number;
    co2e_kg: number;
  }>(database, {
    name: 'unit_trend_by_month',
    text: `select to_char(day, 'YYYY-MM') as month, outcome, sum(units)::int as units,
             sum(co2e_kg)::float8 as co2e_kg
           from unit_daily_totals
           where supplier_id = any($1::uuid[]) and date_column = $2 and day between $3 and $4
           group by 1, 2 order by 1`,
    values: [supplierIds, dateColumn, range.from ?? '0001-01-01', range.to ?? '9999-12-31'],
  });
  const first = range.from?.slice(0, 7) ?? rows[0]?.month;
  const last = range.to?.slice(0, 7) ?? rows.at(-1)?.month;
  if (!first || !last) return [];
  const byMonth = new Map<string, TrendMonth & { co2eKg: number }>();
  for (let month = first; month <= last; month = nextMonth(month)) {
    byMonth.set(month, {
      month,
      reused: 0,
      recycled: 0,
      stocked: 0,
      inProcess: 0,
      co2SavingsTons: 0,
      co2eKg: 0,
    });
  }
  for (const row of rows) {
    const month = byMonth.get(row.month);
    if (!month) continue;
    if (row.outcome === 'reused') month.reused += row.units;
    else if (row.outcome === 'recycled') month.recycled += row.units;
    else if (row.outcome === 'stocked') month.stocked += row.units;
    else if (row.outcome === 'in_process') month.inProcess += row.units;
    month.co2eKg += Number(row.co2e_kg);
  }
  return [...byMonth.values()].map(({ co2eKg, ...month }) => ({
    ...month,
    co2SavingsTons: Math.round(co2eKg) / 1000,
  }));
}
