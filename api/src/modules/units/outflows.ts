import { runPreparedQuery, type Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import type { LocalDateRange } from './periods.js';
import type { DateColumn } from './summary.js';

/** ESRS E5-5's waste treatment routes, in its order, then units not treated yet. */
const treatmentRoutes = [
  'PREPARED_FOR_REUSE',
  'RECYCLING',
  'OTHER_RECOVERY',
  'DISPOSAL',
  'NOT_YET_TREATED',
] as const;
export type TreatmentRoute = (typeof treatmentRoutes)[number];

/**
 * The one mapping of a unit's outcome to its treatment route: reused units were prepared for
 * reuse, recycled ones recycled (the whole unit's weight; the recycler's residual fractions are
 * not recorded per unit). Stocked units (graded, awaiting resale) and units in process are not
 * an outflow by treatment yet. No outcome records energy recovery or disposal today, so those
 * routes stay at zero until one does.
 */
const routeOfOutcome: Record<string, TreatmentRoute> = {
  reused: 'PREPARED_FOR_REUSE',
  recycled: 'RECYCLING',
  stocked: 'NOT_YET_TREATED',
  in_process: 'NOT_YET_TREATED',
};

/** The treatment route of a unit with this outcome (the per-unit CSV names it too). */
export const treatmentRouteOf = (outcome: string): TreatmentRoute =>
  routeOfOutcome[outcome] ?? 'NOT_YET_TREATED';

/** Whether units of a category are hazardous waste: in Sweden all e-waste is. */
export const isHazardous = (country: CountryCode, categoryHazardous: boolean) =>
  country === 'se' || categoryHazardous;

interface RouteOutflow {
  route: TreatmentRoute;
  units: number;
  /** Units with a recorded weight: only they add to the tonnes. */
  weighedUnits: number;
  tonnes: number;
  hazardousTonnes: number;
  nonHazardousTonnes: number;
}

interface CompanyOutflows {
  supplierId: string;
  company: string;
  routes: RouteOutflow[];
  tonnes: number;
  hazardousTonnes: number;
}

export interface MaterialOutflows {
  from: string | null;
  to: string | null;
  dateColumn: DateColumn;
  routes: RouteOutflow[];
  units: number;
  unweighedUnits: number;
  tonnes: number;
  hazardousTonnes: number;
  nonHazardousTonnes: number;
  companies: CompanyOutflows[];
}

/** Kilograms in hundredths add up exactly; tonnes are given to the kilogram (3 decimals). */
const tonnesOf = (hundredths: number) => Math.round(hundredths / 100) / 1000;

interface Accumulator {
  routes: Map<TreatmentRoute, { units: number; weighed: number; all: number; hazardous: number }>;
}

function emptyAccumulator(): Accumulator {
  return {
    routes: new Map(
      treatmentRoutes.map((route) => [route, { units: 0, weighed: 0, all: 0, hazardous: 0 }]),
    ),
  };
}

function routesOf(accumulator: Accumulator): RouteOutflow[] {
  return treatmentRoutes.map((route) => {
    const sums = accumulator.routes.get(route)!;
    return {
      route,
      units: sums.units,
      weighedUnits: sums.weighed,
      tonnes: tonnesOf(sums.all),
      hazardousTonnes: tonnesOf(sums.hazardous),
      nonHazardousTonnes: tonnesOf(sums.all - sums.hazardous),
    };
  });
}

const sumOf = (accumulator: Accumulator, pick: 'all' | 'hazardous' | 'units' | 'weighed') =>
  [...accumulator.routes.values()].reduce((total, sums) => total + sums[pick], 0);

/**
 * Weight handed over by treatment route, hazardous or not, for the suppliers in scope and for
 * each of them, from the daily totals (no unit is read).
 */
export async function summariseOutflows(
  database: Database,
  country: CountryCode,
  suppliers: { id: string; company: string }[],
  range: LocalDateRange,
  dateColumn: DateColumn,
): Promise<MaterialOutflows> {
  const [rows, categories] = await Promise.all([
    runPreparedQuery<{
      supplier_id: string;
      category: string;
      outcome: string;
      units: number;
      weighed_units: number;
      weight_hundredths: string;
    }>(database, {
      name: 'material_outflows_totals',
      text: `select supplier_id, category, outcome, sum(units)::int as units,
               sum(weighed_units)::int as weighed_units,
               (sum(weight_kg) * 100)::bigint::text as weight_hundredths
             from unit_daily_totals
             where supplier_id = any($1::uuid[]) and date_column = $2 and day between $3 and $4
             group by supplier_id, category, outcome`,
      values: [
        suppliers.map((supplier) => supplier.id),
        dateColumn,
        range.from ?? '0001-01-01',
        range.to ?? '9999-12-31',
      ],
    }),
    runPreparedQuery<{ code: string; hazardous: boolean }>(database, {
      name: 'unit_categories_hazardous',
      text: 'select code, hazardous from unit_categories',
      values: [],
    }),
  ]);
  const hazardous = new Map(
    categories.map((category) => [category.code, isHazardous(country, category.hazardous)]),
  );
  const total = emptyAccumulator();
  const bySupplier = new Map(suppliers.map((supplier) => [supplier.id, emptyAccumulator()]));
  for (const row of rows) {
    const route = treatmentRouteOf(row.outcome);
    const weight = Number(row.weight_hundredths);
    for (const accumulator of [total, bySupplier.get(row.supplier_id)]) {
      const sums = accumulator?.routes.get(route);
      if (!sums) continue;
      sums.units += row.units;
      sums.weighed += row.weighed_units;
      sums.all += weight;
      if (hazardous.get(row.category) ?? true) sums.hazardous += weight;
    }
  }
  const tonnes = tonnesOf(sumOf(total, 'all'));
  const hazardousTonnes = tonnesOf(sumOf(total, 'hazardous'));
  return {
    from: range.from,
    to: range.to,
    dateColumn,
    routes: routesOf(total),
    units: sumOf(total, 'units'),
    unweighedUnits: sumOf(total, 'units') - sumOf(total, 'weighed'),
    tonnes,
    hazardousTonnes,
    nonHazardousTonnes: tonnesOf(sumOf(total, 'all') - sumOf(total, 'hazardous')),
    companies: suppliers.map((supplier) => {
      const accumulator = bySupplier.get(supplier.id)!;
      return {
        supplierId: supplier.id,
        company: supplier.company,
        routes: routesOf(accumulator),
        tonnes: tonnesOf(sumOf(accumulator, 'all')),
        hazardousTonnes: tonnesOf(sumOf(accumulator, 'hazardous')),
      };
    }),
  };
}
