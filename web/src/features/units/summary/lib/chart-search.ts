import { paths } from '../../../../shared/routing/paths';
import type { DashboardDateColumn } from './filter';

/** The serial search's filters a chart's bar sets: ?serial-category=&serial-outcome=&... */
export const chartSearchFilters = ['category', 'outcome', 'from', 'to', 'column'] as const;
export type ChartSearchFilter = (typeof chartSearchFilters)[number];

/** The prefix of the serial search's parameters, apart from the dashboard's own. */
const serialSearchPrefix = 'serial-';

/** The id of the serial search's section: the charts' links lead there. */
export const serialSearchAnchor = 'serial-search';

const outcomes = ['reused', 'recycled', 'stocked', 'in_process'] as const;
type Outcome = (typeof outcomes)[number];
/** Processed units: what the category chart counts. */
export const processedOutcomes: readonly Outcome[] = ['reused', 'recycled'];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export interface ChartCriteria {
  category: string | null;
  outcomes: Outcome[] | null;
  dateColumn: DashboardDateColumn;
  from: string | null;
  to: string | null;
}

/** The chart's criteria in the address, checked; null when there are none. */
export function chartCriteriaOf(filters: Record<ChartSearchFilter, string | null>) {
  const from = filters.from && isoDate.test(filters.from) ? filters.from : null;
  const to = filters.to && isoDate.test(filters.to) ? filters.to : null;
  const chosen = (filters.outcome ?? '')
    .split(',')
    .filter((value): value is Outcome => (outcomes as readonly string[]).includes(value));
  const criteria: ChartCriteria = {
    category: filters.category,
    outcomes: chosen.length ? chosen : null,
    dateColumn: filters.column === 'CREATED_AT' ? 'CREATED_AT' : 'COMPLETED_DATE',
    from,
    to: from && to && to < from ? null : to,
  };
  return criteria.category || criteria.from || criteria.to ? criteria : null;
}

/**
 * The dashboard's address with the serial search narrowed to a bar: the dashboard's own filter
 * kept, the search's earlier text, page and filters dropped.
 */
export function chartBarPath(current: URLSearchParams, criteria: ChartCriteria): string {
  const next = new URLSearchParams();
  for (const [name, value] of current) {
    if (!name.startsWith(serialSearchPrefix)) next.append(name, value);
  }
  const set = (name: ChartSearchFilter, value: string | null) => {
    if (value) next.set(`${serialSearchPrefix}${name}`, value);
  };
  set('category', criteria.category);
  set('outcome', criteria.outcomes?.join(',') ?? null);
  set('from', criteria.from);
  set('to', criteria.to);
  set('column', criteria.dateColumn === 'COMPLETED_DATE' ? null : criteria.dateColumn);
  return `${paths.unitSummary}?${next.toString()}#${serialSearchAnchor}`;
}

function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** A month of the trend chart as days, within the dashboard's period. */
export function monthRange(
  month: string,
  period: { from: string | null; to: string | null },
): { from: string; to: string } {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  return {
    from: period.from && period.from > first ? period.from : first,
    to: period.to && period.to < last ? period.to : last,
  };
}
