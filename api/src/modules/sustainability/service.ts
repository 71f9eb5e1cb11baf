import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { Language } from '../../shared/countries.js';

/** The published texts of one method version in one language. */
interface MethodTexts {
  boundary: string;
  baseline: string;
  deductions: string;
  uncertainty: string;
}

export interface FactorView {
  category: string;
  manufacturer: string | null;
  model: string | null;
  valid_from: string;
  kg_co2e: number;
  kg_co2e_low: number;
  kg_co2e_high: number;
  /** In the reader's language where the provider translated it, else English. */
  source: string;
  source_year: number;
  source_url: string | null;
}

interface SourceView {
  source: string;
  source_year: number;
  source_url: string | null;
  /** How many of the version's factors (category and model) cite it. */
  factors: number;
}

export interface MethodVersionView extends MethodTexts {
  version: string;
  valid_from: string;
  /** The day before the next version's start; null for the version in force. */
  valid_to: string | null;
  published_on: string;
  /** The category averages in force at some time during the version, oldest first. */
  category_factors: FactorView[];
  /** How many model factors (published product carbon footprints) apply during the version. */
  model_factors: number;
  sources: SourceView[];
}

interface VersionRow {
  version: string;
  valid_from: string;
  valid_to: string | null;
  published_on: string;
  texts: Record<string, MethodTexts>;
}

/**
 * The factors that apply during a version: those valid from a day before its end and not
 * replaced (same category, manufacturer and model) by another valid before its start; their
 * sources in the reader's language.
 */
const factorsOfVersion = (version: VersionRow, language: Language) => sql<FactorView>`
  select factor.category, factor.manufacturer, factor.model,
    to_char(factor.valid_from, 'YYYY-MM-DD') as valid_from,
    factor.kg_co2e_per_reused_unit::float8 as kg_co2e, factor.kg_co2e_low::float8 as kg_co2e_low,
    factor.kg_co2e_high::float8 as kg_co2e_high,
    coalesce(factor.source_texts ->> ${language}, factor.source) as source, factor.source_year,
    factor.source_url
  from co2_factors factor
  left join unit_categories category on category.code = factor.category
  where (${version.valid_to}::date is null or factor.valid_from <= ${version.valid_to}::date)
    and not exists (
      select from co2_factors later
      where later.category = factor.category
        and lower(coalesce(later.manufacturer, '')) = lower(coalesce(factor.manufacturer, ''))
        and lower(coalesce(later.model, '')) = lower(coalesce(factor.model, ''))
        and later.valid_from > factor.valid_from
        and later.valid_from <= ${version.valid_from}::date)
  order by factor.manufacturer is not null, category.position, factor.category,
    lower(factor.manufacturer), lower(factor.model), factor.valid_from`;

/**
 * Every published version of the CO2 method, newest first, with its texts in the language
 * asked for, the category factors and the sources (with their years) its figures rest on, the
 * sources in that language where the provider translated them.
 * Public: this is what the methodology page states.
 */
export async function listMethodVersions(
  database: Database,
  language: Language,
): Promise<MethodVersionView[]> {
  const versions = await sql<VersionRow>`
    select version, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
      to_char(lead(valid_from) over (order by valid_from) - 1, 'YYYY-MM-DD') as valid_to,
      to_char(published_on, 'YYYY-MM-DD') as published_on, texts
    from co2_method_versions
    order by valid_from desc`.execute(database);
  return Promise.all(
    versions.rows.map(async (version) => {
      const factors = (await factorsOfVersion(version, language).execute(database)).rows.map(
        (factor) => ({
          ...factor,
          kg_co2e: Number(factor.kg_co2e),
          kg_co2e_low: Number(factor.kg_co2e_low),
          kg_co2e_high: Number(factor.kg_co2e_high),
        }),
      );
      const sources = new Map<string, SourceView>();
      for (const factor of factors) {
        const key = [factor.source, factor.source_year, factor.source_url ?? ''].join('|');
        const source = sources.get(key);
        if (source) source.factors += 1;
        else
          sources.set(key, {
            source: factor.source,
            source_year: factor.source_year,
            source_url: factor.source_url,
            factors: 1,
          });
      }
      const texts = version.texts[language] ?? version.texts.en;
      if (!texts) throw new Error(`Method version ${version.version} has no texts`);
      return {
        version: version.version,
        valid_from: version.valid_from,
        valid_to: version.valid_to,
        published_on: version.published_on,
        ...texts,
        category_factors: factors.filter((factor) => factor.manufacturer === null),
        model_factors: factors.filter((factor) => factor.manufacturer !== null).length,
        sources: [...sources.values()].sort(
          (first, second) =>
            second.source_year - first.source_year || first.source.localeCompare(second.source),
        ),
      };
    }),
  );
}
