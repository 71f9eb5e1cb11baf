import { runPreparedQuery, type Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import type { LocalDateRange } from './periods.js';

export type DateColumn = 'CREATED_AT' | 'COMPLETED_DATE' | 'GRADED_DATE';

export interface UnitSummaryResult {
  from: string | null;
  to: string | null;
  dateColumn: DateColumn;
  unitsByOutcome: Record<'reused' | 'recycled' | 'stocked' | 'in_process', number>;
  co2SavingsTons: number;
  /** The range of the CO2 saved: the units' low and high values added up. */
  co2SavingsLowTons: number;
  co2SavingsHighTons: number;
  /** The method versions the period's completed units were computed by, oldest first. */
  methodVersions: string[];
  equivalents: {
    equivalent: string;
    amount: number;
    source: string;
    sourceYear: number | null;
    sourceUrl: string | null;
    /** From the country's own statistics rather than a European average. */
    local: boolean;
  }[];
  chart: { category: string; processed_units: number }[];
  methodNote: string;
}

const totalChartCategory = 'Total';

type UnitsByOutcome = UnitSummaryResult['unitsByOutcome'];

/** The daily totals of the suppliers in scope over a range of local dates, added up. */
interface UnitTotals {
  unitsByOutcome: UnitsByOutcome;
  /** Processed (reused or recycled) units per category, in no particular order. */
  processedByCategory: Map<string, number>;
  co2eKg: number;
  co2eLowKg: number;
  co2eHighKg: number;
  methodVersions: Set<string>;
}

/**
 * Adds up the daily totals of the suppliers in scope over a range of local dates (open ends
 * become far dates so one prepared plan serves every period): the dashboard's period and the
 * one before it are read alike.
 */
export async function totalsByOutcome(
  database: Database,
  supplierIds: string[],
  range: LocalDateRange,
  dateColumn: DateColumn,
): Promise<UnitTotals> {
  const rows = await runPreparedQuery<{
    category: string;
    outcome: string;
    method_version: string;
    units: number;
    co2e_kg: number;
    co2e_low_kg: number;
    co2e_high_kg: number;
  }>(database, {
    name: 'unit_summary_totals_by_method',
    text: `select category, outcome, method_version, sum(units)::int as units,
             sum(co2e_kg)::float8 as co2e_kg, sum(co2e_low_kg)::float8 as co2e_low_kg,
             sum(co2e_high_kg)::float8 as co2e_high_kg
           from unit_daily_totals
           where supplier_id = any($1::uuid[]) and date_column = $2 and day between $3 and $4
           group by category, outcome, method_version`,
    values: [supplierIds, dateColumn, range.from ?? '0001-01-01', range.to ?? '9999-12-31'],
  });
  const totals: UnitTotals = {
    unitsByOutcome: { reused: 0, recycled: 0, stocked: 0, in_process: 0 },
    processedByCategory: new Map(),
    co2eKg: 0,
    co2eLowKg: 0,
    co2eHighKg: 0,
    methodVersions: new Set(),
  };
  for (const row of rows) {
    if (row.method_version) totals.methodVersions.add(row.method_version);
    totals.co2eKg += Number(row.co2e_kg);
    totals.co2eLowKg += Number(row.co2e_low_kg);
    totals.co2eHighKg += Number(row.co2e_high_kg);
    if (row.outcome in totals.unitsByOutcome) {
      totals.unitsByOutcome[row.outcome as keyof UnitsByOutcome] += row.units;
    }
    // Processed means treated: reused or recycled. Stocked and in-process units are "not treated
    // yet" in the outflows, so the chart does not count them either.
    if (row.outcome === 'reused' || row.outcome === 'recycled') {
      const counted = totals.processedByCategory.get(row.category) ?? 0;
      totals.processedByCategory.set(row.category, counted + row.units);
    }
  }
  return totals;
}

/** Sums the daily totals of the suppliers in scope over a range of local dates. */
export async function summariseUnits(
  database: Database,
  supplierIds: string[],
  range: LocalDateRange,
  dateColumn: DateColumn,
  today: string,
  /** Where and for whom: a country's local equivalents, their sources in the reader's language. */
  place: { country: CountryCode | null; language: string } = { country: null, language: 'en' },
): Promise<UnitSummaryResult> {
  // Three independent reads, in parallel, each a prepared statement (this runs on every
  // dashboard view).
  const equivalentDate = range.to ?? today;
  const [totals, categories, factors] = await Promise.all([
    totalsByOutcome(database, supplierIds, range, dateColumn),
    runPreparedQuery<{ code: string }>(database, {
      name: 'unit_categories_in_order',
      text: 'select code from unit_categories order by position, code',
      values: [],
    }),
    // The equivalents valid at the end of the period (today for an open end): the country's
    // own where it has one, else the European one.
    runPreparedQuery<{
      equivalent: string;
      per_ton_co2e: string;
      source: string;
      source_year: number | null;
      source_url: string | null;
      local: boolean;
    }>(database, {
      name: 'local_equivalent_factors_on_day',
      text: `select distinct on (equivalent) equivalent, per_ton_co2e,
               coalesce(source_texts ->> $3, source) as source, source_year, source_url,
               country is not null as local
             from equivalent_factors
             where valid_from <= $1::date and (country is null or country = $2)
             order by equivalent, country is null, valid_from desc`,
      values: [equivalentDate, place.country ?? '', place.language],
    }),
  ]);
  const categoryOrder = new Map(categories.map((category, index) => [category.code, index]));
  const co2SavingsTons = Math.round(totals.co2eKg) / 1000;
  const co2SavingsLowTons = Math.round(totals.co2eLowKg) / 1000;
  const co2SavingsHighTons = Math.round(totals.co2eHighKg) / 1000;

  const chart = [...totals.processedByCategory.entries()]
    .map(([category, processed_units]) => ({ category, processed_units }))
    .sort(
      (first, second) =>
        (categoryOrder.get(first.category) ?? 0) - (categoryOrder.get(second.category) ?? 0),
    );
  chart.push({
    category: totalChartCategory,
    processed_units: chart.reduce((sum, row) => sum + row.processed_units, 0),
  });

  return {
    from: range.from,
    to: range.to,
    dateColumn,
    unitsByOutcome: totals.unitsByOutcome,
    co2SavingsTons,
    co2SavingsLowTons,
    co2SavingsHighTons,
    // Versions are named by year and number ("2026.1"), so numeric order is publication order.
    methodVersions: [...totals.methodVersions].sort((first, second) =>
      first.localeCompare(second, 'en', { numeric: true }),
    ),
    equivalents: factors.map((factor) => ({
      equivalent: factor.equivalent,
      amount: Math.round(co2SavingsTons * Number(factor.per_ton_co2e) * 100) / 100,
      source: factor.source,
      sourceYear: factor.source_year,
      sourceUrl: factor.source_url,
      local: factor.local,
    })),
    chart,
    methodNote:
      'CO2 savings are the manufacturing emissions avoided by reusing units instead of producing new ones (net of refurbishment and transport): a factor per model where its manufacturer publishes a product carbon footprint, else per category, as valid on the day each unit was completed, under the method version valid that day. Recycled and stocked units are not counted.',
  };
}
