import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import { notFound } from '../../shared/errors.js';
import { listSuppliersViewerMayActFor } from '../suppliers/service.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { periodRange, type LocalDateRange, type SummaryPeriod } from './periods.js';
import { groupScopeSupplierIds } from '../suppliers/policy.js';
import {
  pageUnitSearch,
  searchUnitsBySerialPrefix,
  unitSearchReader,
  type UnitSearchCriteria,
  type UnitSearchSort,
} from './search.js';
import type { ListArguments, ListOrder } from '../../shared/lists/list-arguments.js';
import { summariseUnits, type DateColumn, type UnitSummaryResult } from './summary.js';
import type { ProcessedUnitModel } from './unit-model.js';
import { valueOf, type JobUnitValuesModel, type UnitValueModel } from './unit-value-model.js';
import { summariseOutflows, type MaterialOutflows } from './outflows.js';
import { summariseTrend, type TrendMonth } from './trend.js';
import {
  previousPeriodOf,
  summarisePreviousPeriod,
  type PreviousPeriodFigures,
} from './previous-period.js';
import type { CountryCode } from '../../shared/countries.js';

async function scopeOf(database: Database, viewer: Viewer, supplierId?: string | null) {
  return (await scopedSuppliersOf(database, viewer, supplierId)).map((supplier) => supplier.id);
}

/** The suppliers in scope, with their names (the group's companies, or the one asked for). */
async function scopedSuppliersOf(database: Database, viewer: Viewer, supplierId?: string | null) {
  const actable = await listSuppliersViewerMayActFor(database, viewer);
  const scope = groupScopeSupplierIds(viewer, actable, supplierId);
  if (!scope) throw notFound();
  return actable.filter((supplier) => scope.includes(supplier.id));
}

type SummaryFilter = {
  period?: SummaryPeriod | null;
  year?: number | null;
  from?: string | null;
  to?: string | null;
  date_column?: DateColumn | null;
  supplier_id?: string | null;
};

function rangeOf(filter: SummaryFilter, today: string): LocalDateRange {
  return filter.from || filter.to
    ? { from: filter.from ?? null, to: filter.to ?? null }
    : periodRange(filter.period ?? 'TOTAL', { year: filter.year ?? null, today });
}

/** Units by outcome and CO2 saved per month of the dashboard's period. */
export async function getUnitTrend(
  database: Database,
  viewer: Viewer,
  filter: SummaryFilter,
  now: Date = new Date(),
): Promise<TrendMonth[]> {
  const supplierIds = await scopeOf(database, viewer, filter.supplier_id);
  return summariseTrend(
    database,
    supplierIds,
    rangeOf(filter, todayInBusinessTimeZone(now)),
    filter.date_column ?? 'COMPLETED_DATE',
  );
}

/** The weight handed over by treatment route, hazardous or not, in total and per company. */
export async function getMaterialOutflows(
  database: Database,
  country: CountryCode,
  viewer: Viewer,
  filter: SummaryFilter,
  now: Date = new Date(),
): Promise<MaterialOutflows> {
  const suppliers = await scopedSuppliersOf(database, viewer, filter.supplier_id);
  return summariseOutflows(
    database,
    country,
    suppliers,
    rangeOf(filter, todayInBusinessTimeZone(now)),
    filter.date_column ?? 'COMPLETED_DATE',
  );
}

/**
 * For other modules (the sustainability report): the same outflows for suppliers and a range
 * already resolved, and the one rule of a unit's route and hazard.
 */
export {
  isHazardous,
  summariseOutflows as summariseSupplierOutflows,
  treatmentRouteOf,
} from './outflows.js';
export type { DateColumn } from './summary.js';
/** For search everywhere: the serial search's first units. */
export { searchUnitsBySerialPrefix } from './search.js';
export type { MaterialOutflows } from './outflows.js';

export async function getUnitSummary(
  database: Database,
  viewer: Viewer,
  filter: SummaryFilter,
  country: CountryCode | null = null,
  now: Date = new Date(),
): Promise<UnitSummaryResult & { previous: PreviousPeriodFigures | null }> {
  const supplierIds = await scopeOf(database, viewer, filter.supplier_id);
  const today = todayInBusinessTimeZone(now);
  const range = rangeOf(filter, today);
  const dateColumn = filter.date_column ?? 'COMPLETED_DATE';
  const previousRange = previousPeriodOf(range);
  // The cards' comparison: the same scope and column over the period just before, in parallel.
  const [summary, previous] = await Promise.all([
    summariseUnits(database, supplierIds, range, dateColumn, today, {
      country,
      language: viewer.user.language,
    }),
    previousRange
      ? summarisePreviousPeriod(database, supplierIds, previousRange, dateColumn)
      : null,
  ]);
  return { ...summary, previous };
}

export async function searchUnits(
  database: Database,
  viewer: Viewer,
  input: { serial_number: string; supplier_id?: string | null; limit?: number | null },
): Promise<ProcessedUnitModel[]> {
  const supplierIds = await scopeOf(database, viewer, input.supplier_id);
  return searchUnitsBySerialPrefix(database, supplierIds, input.serial_number, input.limit ?? 20);
}

type UnitSearch = {
  serial_number: string | null;
  supplier_id?: string | null;
  category?: string | null;
  outcomes?: readonly string[] | null;
  date_column?: DateColumn | null;
  from?: string | null;
  to?: string | null;
};

const criteriaOf = (search: UnitSearch): UnitSearchCriteria => ({
  serialPrefix: search.serial_number,
  category: search.category ?? null,
  outcomes: search.outcomes ?? null,
  dateColumn: search.date_column ?? null,
  from: search.from ?? null,
  to: search.to ?? null,
});

/**
 * One page of the serial search in the viewer's scope (NOT_FOUND for a company outside it),
 * narrowed by a serial prefix and/or what a dashboard chart's bar stands for.
 */
export async function searchUnitPage(
  database: Database,
  viewer: Viewer,
  search: UnitSearch,
  list: ListArguments<UnitSearchSort>,
): Promise<{ units: ProcessedUnitModel[]; total: number }> {
  const supplierIds = await scopeOf(database, viewer, search.supplier_id);
  return pageUnitSearch(database, supplierIds, criteriaOf(search), list);
}

/** The export's reader of the same search, its scope checked first. */
export async function unitSearchExportReader(
  database: Database,
  viewer: Viewer,
  search: UnitSearch,
  order: ListOrder<UnitSearchSort>,
) {
  const supplierIds = await scopeOf(database, viewer, search.supplier_id);
  return unitSearchReader(supplierIds, criteriaOf(search), order);
}

/**
 * The sums of each job's unit values (its supplier's units carrying its job number), in the
 * jobs' order: one statement for a page of jobs or a settlement's lines, by the units' job index.
 */
export async function unitValuesOfJobs(
  database: Database,
  jobIds: readonly string[],
): Promise<JobUnitValuesModel[]> {
  if (!jobIds.length) return [];
  const sum = (filter: string) =>
    sql<string>`coalesce(sum(unit.value_amount) filter (where ${sql.raw(filter)}), 0)::numeric(14, 2)::text`;
  const rows = await database
    .selectFrom('jobs as job')
    .innerJoin('processed_units as unit', (join) =>
      join
        .onRef('unit.supplier_id', '=', 'job.supplier_id')
        .onRef('unit.job_number', '=', 'job.job_number'),
    )
    .select([
      'job.id as job_id',
      (eb) => eb.fn.countAll<string>().as('units'),
      (eb) => eb.fn.count<string>('unit.value_amount').as('valued_units'),
      sum('true').as('total'),
      sum(`unit.value_kind = 'resale'`).as('resale'),
      sum(`unit.value_kind = 'scrap'`).as('scrap'),
    ])
    .where('job.id', 'in', [...jobIds])
    .groupBy('job.id')
    .execute();
  const byJob = new Map(rows.map((row) => [row.job_id, row]));
  return jobIds.map((jobId) => {
    const row = byJob.get(jobId);
    return row
      ? {
          units: Number(row.units),
          valued_units: Number(row.valued_units),
          total: row.total,
          resale: row.resale,
          scrap: row.scrap,
        }
      : { units: 0, valued_units: 0, total: '0.00', resale: '0.00', scrap: '0.00' };
  });
}

/** The values of the given units, in their order (null where the provider sent none). */
export async function valuesOfUnits(
  database: Database,
  unitIds: readonly string[],
): Promise<(UnitValueModel | null)[]> {
  const rows = await database
    .selectFrom('processed_units')
    .select(['id', 'value_amount', 'value_kind', 'valued_at'])
    .where('id', 'in', [...unitIds])
    .where('value_amount', 'is not', null)
    .execute();
  const byId = new Map(rows.map((row) => [String(row.id), valueOf(row)]));
  // Ids arrive as the driver gives them (numbers, or strings for very large ones).
  return unitIds.map((unitId) => byId.get(String(unitId)) ?? null);
}
