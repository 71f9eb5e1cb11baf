import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import {
  summariseSupplierOutflows,
  type DateColumn,
  type MaterialOutflows,
} from '../units/service.js';
import { scopeSupplierIds, unitConditions, type ReportFilter } from './report-units.js';
import type { ReportLanguage } from './translate.js';

/** The emissions avoided by reuse in one category, from the daily totals. */
interface AvoidedEmissions {
  category: string;
  reusedUnits: number;
  /** Tonnes to the kilogram, as the dashboard gives them. */
  tonnes: number;
  lowTonnes: number;
  highTonnes: number;
}

interface MethodVersionText {
  version: string;
  validFrom: string;
  publishedOn: string;
  texts: { boundary: string; baseline: string; deductions: string; uncertainty: string };
}

interface FactorRow {
  id: string;
  category: string;
  manufacturer: string | null;
  model: string | null;
  validFrom: string;
  kg: number;
  lowKg: number;
  highKg: number;
  /** In the report's language where the provider translated it, else English. */
  source: string;
  sourceYear: number;
  sourceUrl: string | null;
}

export interface SustainabilityFigures {
  outflows: MaterialOutflows;
  avoided: AvoidedEmissions[];
  avoidedTotal: Omit<AvoidedEmissions, 'category'>;
  methods: MethodVersionText[];
  factors: FactorRow[];
}

/** Kilograms in hundredths add up exactly; tonnes are given to the kilogram. */
const tonnesOf = (hundredths: number) => Math.round(hundredths / 100) / 1000;

/**
 * The sustainability report's figures. The totals come from where the dashboard reads them
 * (the daily totals: `summariseOutflows` and the CO2 columns fixed on each unit by
 * `unit_co2_figures`); the factor table lists the factors the period's units were computed by.
 */
export async function sustainabilityFigures(
  database: Database,
  country: CountryCode,
  report: ReportFilter,
  language: ReportLanguage,
): Promise<SustainabilityFigures> {
  const supplierIds = await scopeSupplierIds(database, report);
  const suppliers = await database
    .selectFrom('suppliers')
    .select(['id', 'company'])
    .where('id', 'in', supplierIds)
    .orderBy('company')
    .execute();
  const range = { from: report.date_from, to: report.date_to };
  const dateColumn = report.date_column as DateColumn;
  const [outflows, avoidedRows, factors] = await Promise.all([
    summariseSupplierOutflows(database, country, suppliers, range, dateColumn),
    sql<{
      category: string;
      method_version: string;
      reused_units: number;
      co2e: string;
      co2e_low: string;
      co2e_high: string;
    }>`select totals.category, totals.method_version,
          (coalesce(sum(totals.units) filter (where totals.outcome = 'reused'), 0))::int
            as reused_units,
          (sum(totals.co2e_kg) * 100)::bigint::text as co2e,
          (sum(totals.co2e_low_kg) * 100)::bigint::text as co2e_low,
          (sum(totals.co2e_high_kg) * 100)::bigint::text as co2e_high
        from unit_daily_totals totals
          join unit_categories category on category.code = totals.category
        where totals.supplier_id = any(${supplierIds}::uuid[])
          and totals.date_column = ${dateColumn}
          and totals.day between ${range.from ?? '0001-01-01'}::date
            and ${range.to ?? '9999-12-31'}::date
        group by totals.category, totals.method_version, category.position
        order by category.position, totals.category`.execute(database),
    usedFactors(database, report, language),
  ]);
  const byCategory = new Map<string, { units: number; co2e: number; low: number; high: number }>();
  const versions = new Set<string>();
  for (const row of avoidedRows.rows) {
    if (row.method_version) versions.add(row.method_version);
    const sums = byCategory.get(row.category) ?? { units: 0, co2e: 0, low: 0, high: 0 };
    sums.units += row.reused_units;
    sums.co2e += Number(row.co2e);
    sums.low += Number(row.co2e_low);
    sums.high += Number(row.co2e_high);
    byCategory.set(row.category, sums);
  }
  const all = [...byCategory.values()];
  const sum = (pick: (sums: (typeof all)[number]) => number) =>
    all.reduce((total, sums) => total + pick(sums), 0);
  return {
    outflows,
    avoided: [...byCategory.entries()]
      .filter(([, sums]) => sums.units > 0)
      .map(([category, sums]) => ({
        category,
        reusedUnits: sums.units,
        tonnes: tonnesOf(sums.co2e),
        lowTonnes: tonnesOf(sums.low),
        highTonnes: tonnesOf(sums.high),
      })),
    avoidedTotal: {
      reusedUnits: sum((sums) => sums.units),
      tonnes: tonnesOf(sum((sums) => sums.co2e)),
      lowTonnes: tonnesOf(sum((sums) => sums.low)),
      highTonnes: tonnesOf(sum((sums) => sums.high)),
    },
    methods: await methodTexts(database, [...versions], language),
    factors,
  };
}

async function methodTexts(
  database: Database,
  versions: string[],
  language: ReportLanguage,
): Promise<MethodVersionText[]> {
  if (!versions.length) return [];
  const rows = await sql<{
    version: string;
    valid_from: string;
    published_on: string;
    texts: MethodVersionText['texts'];
  }>`select version, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
        to_char(published_on, 'YYYY-MM-DD') as published_on,
        coalesce(texts -> ${language}, texts -> 'en') as texts
      from co2_method_versions where version = any(${versions}::text[])
      order by valid_from`.execute(database);
  return rows.rows.map((row) => ({
    version: row.version,
    validFrom: row.valid_from,
    publishedOn: row.published_on,
    texts: row.texts,
  }));
}

/**
 * The factors the report's units were computed by, by category, model and valid-from day, with
 * their sources in the report's language.
 */
async function usedFactors(
  database: Database,
  report: ReportFilter,
  language: ReportLanguage,
): Promise<FactorRow[]> {
  const where = await unitConditions(database, report);
  const rows = await sql<{
    id: string;
    category: string;
    manufacturer: string | null;
    model: string | null;
    valid_from: string;
    kg: string;
    low_kg: string;
    high_kg: string;
    source: string;
    source_year: number;
    source_url: string | null;
  }>`select factor.id::text as id, factor.category, factor.manufacturer, factor.model,
        to_char(factor.valid_from, 'YYYY-MM-DD') as valid_from,
        factor.kg_co2e_per_reused_unit as kg, factor.kg_co2e_low as low_kg,
        factor.kg_co2e_high as high_kg,
        coalesce(factor.source_texts ->> ${language}, factor.source) as source,
        factor.source_year, factor.source_url
      from co2_factors factor join unit_categories category on category.code = factor.category
      where factor.id in (select unit.co2_factor_id from processed_units unit where ${where})
      order by category.position, factor.manufacturer nulls first, factor.model,
        factor.valid_from`.execute(database);
  return rows.rows.map((row) => ({
    id: row.id,
    category: row.category,
    manufacturer: row.manufacturer,
    model: row.model,
    validFrom: row.valid_from,
    kg: Number(row.kg),
    lowKg: Number(row.low_kg),
    highKg: Number(row.high_kg),
    source: row.source,
    sourceYear: row.source_year,
    sourceUrl: row.source_url,
  }));
}
