import type {
  DateColumn,
  SummaryPeriod,
  UnitSummaryFilter,
} from '../../../../shared/graphql/generated/graphql';
import { isValidRange, type DateRange } from '../../../../shared/lib/date-ranges';

/** The dashboard's periods (spec section 3), in the order the period choice offers them. */
export const summaryPeriods = [
  'TOTAL',
  'YEAR_TO_DATE',
  'LAST_SIX_MONTHS',
  'YEAR',
  'Q1',
  'Q2',
  'Q3',
  'Q4',
] as const satisfies readonly SummaryPeriod[];

/** The date columns the dashboard offers (spec section 4). */
export const dashboardDateColumns = [
  'COMPLETED_DATE',
  'CREATED_AT',
] as const satisfies readonly DateColumn[];
export type DashboardDateColumn = (typeof dashboardDateColumns)[number];

export type DashboardFilter = {
  dateColumn: DashboardDateColumn;
  /** One supplier of the group; null for the whole group (or the supplier acted for). */
  supplierId: string | null;
} & ({ kind: 'period'; period: SummaryPeriod; year: number } | { kind: 'range'; range: DateRange });

const defaultPeriod: SummaryPeriod = 'TOTAL';
const defaultDateColumn: DashboardDateColumn = 'COMPLETED_DATE';

/** Quarters and YEAR are of a chosen year; the other periods end today or have no end. */
export function periodNeedsYear(period: SummaryPeriod): boolean {
  return period === 'YEAR' || /^Q[1-4]$/.test(period);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string | null): value is string {
  if (!value || !isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isPeriod = (value: string | null): value is SummaryPeriod =>
  (summaryPeriods as readonly (string | null)[]).includes(value);

const isDashboardDateColumn = (value: string | null): value is DashboardDateColumn =>
  (dashboardDateColumns as readonly (string | null)[]).includes(value);

/** Reads the filter from the page's query string; anything missing or invalid takes its default. */
export function parseFilter(params: URLSearchParams, today: Date = new Date()): DashboardFilter {
  const dateColumn = params.get('column');
  const supplier = params.get('supplier')?.trim();
  const common = {
    dateColumn: isDashboardDateColumn(dateColumn) ? dateColumn : defaultDateColumn,
    supplierId: supplier ? supplier : null,
  };
  const from = params.get('from');
  const to = params.get('to');
  if (isIsoDate(from) && isIsoDate(to) && isValidRange({ from, to })) {
    return { ...common, kind: 'range', range: { from, to } };
  }
  const period = params.get('period');
  const year = Number(params.get('year'));
  return {
    ...common,
    kind: 'period',
    period: isPeriod(period) ? period : defaultPeriod,
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : today.getFullYear(),
  };
}

/** The query string for a filter: defaults left out, so the plain page address shows them. */
export function serialiseFilter(filter: DashboardFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind === 'range') {
    params.set('from', filter.range.from);
    params.set('to', filter.range.to);
  } else {
    if (filter.period !== defaultPeriod) params.set('period', filter.period);
    if (periodNeedsYear(filter.period)) params.set('year', String(filter.year));
  }
  if (filter.dateColumn !== defaultDateColumn) params.set('column', filter.dateColumn);
  if (filter.supplierId) params.set('supplier', filter.supplierId);
  return params;
}

/** The API's filter; null while a custom range is incomplete or reversed (nothing to ask). */
export function toSummaryFilter(filter: DashboardFilter): UnitSummaryFilter | null {
  const scope = {
    date_column: filter.dateColumn,
    ...(filter.supplierId ? { supplier_id: filter.supplierId } : {}),
  };
  if (filter.kind === 'range') {
    const { from, to } = filter.range;
    if (!isIsoDate(from) || !isIsoDate(to) || !isValidRange(filter.range)) return null;
    return { ...scope, from, to };
  }
  return {
    ...scope,
    period: filter.period,
    ...(periodNeedsYear(filter.period) ? { year: filter.year } : {}),
  };
}

/** The years offered for quarters and YEAR: this year and the four before, plus a linked one. */
export function selectableYears(today: Date, chosen?: number): number[] {
  const current = today.getFullYear();
  const years = Array.from({ length: 5 }, (_, index) => current - index);
  if (chosen !== undefined && !years.includes(chosen)) years.push(chosen);
  return years.sort((a, b) => b - a);
}
