import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { DomainError, type FieldProblem } from '../../shared/errors.js';
import { addDays, isLocalDate, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import type { ListSorting, SortDirection } from '../../shared/lists/list-arguments.js';
import type { TextTranslations } from '../../shared/translated-text.js';
import type { FactorView } from './service.js';
import { sourceTextsOf, sourceTranslationsInput, translationsOfSource } from './source-texts.js';

/** At most this many factors per call (a manufacturer's PCF sheet fits many times over). */
export const maximumFactorsPerCall = 500;

/** The longest source, in English and in each translation. */
export const maximumFactorSourceLength = 500;

/** A factor as the provider maintains it: the source in English with its translations. */
export interface ProviderFactorView extends FactorView {
  /** In English, as the provider sent it. */
  source: string;
  source_translations: TextTranslations;
}

const decimal = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'Give a number of kg.'),
  ])
  .transform(Number)
  .pipe(z.number().min(0).max(99_999_999.99));

const name = z.string().trim().min(1).max(100);

/**
 * One factor as the provider sends it: kg CO2e avoided per reused unit (net of refurbishment
 * and transport, per the method) with its low and high values, for a category or for one
 * manufacturer's model (both named), from `valid_from` on, with its source in English (and
 * optionally the other portal languages) and the source's year.
 */
const factorInput = z
  .object({
    category: z.string().trim().min(1),
    manufacturer: name.nullish(),
    model: name.nullish(),
    valid_from: z.string().refine(isLocalDate, 'Give valid_from as YYYY-MM-DD.'),
    kg_co2e: decimal,
    kg_co2e_low: decimal,
    kg_co2e_high: decimal,
    source: z.string().trim().min(3).max(maximumFactorSourceLength),
    source_translations: sourceTranslationsInput(maximumFactorSourceLength),
    source_year: z.number().int().min(1990).max(2100),
    source_url: z
      .string()
      .trim()
      .max(1000)
      .regex(/^https?:\/\/\S+$/, 'Give source_url as an http(s) address.')
      .nullish(),
  })
  .refine((factor) => !factor.manufacturer === !factor.model, {
    message: 'Name both manufacturer and model, or neither for a category average.',
    path: ['model'],
  })
  .refine(
    (factor) => factor.kg_co2e_low <= factor.kg_co2e && factor.kg_co2e <= factor.kg_co2e_high,
    { message: 'kg_co2e_low <= kg_co2e <= kg_co2e_high', path: ['kg_co2e'] },
  );

const badInput = (fields: FieldProblem[]) =>
  new DomainError('BAD_USER_INPUT', fields[0]?.message ?? 'The factors are not valid.', { fields });

/**
 * Adds factors, all or none. Each is valid from tomorrow (Oslo) at the earliest: figures of
 * units already completed never change (the database refuses anything else too). Problems are
 * named by the factor's index (`factors.3.kg_co2e_low`).
 */
export async function addCo2Factors(
  database: Database,
  inputs: unknown[],
  now: Date = new Date(),
): Promise<ProviderFactorView[]> {
  if (inputs.length === 0 || inputs.length > maximumFactorsPerCall) {
    throw badInput([
      { field: 'factors', message: `Send 1 to ${maximumFactorsPerCall} factors per call.` },
    ]);
  }
  const earliest = addDays(todayInBusinessTimeZone(now), 1);
  const problems: { field: string; message: string }[] = [];
  const factors = inputs.flatMap((input, index) => {
    const parsed = factorInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          field: ['factors', index, ...issue.path].join('.'),
          message: issue.message,
        });
      }
      return [];
    }
    if (parsed.data.valid_from < earliest) {
      problems.push({
        field: `factors.${index}.valid_from`,
        message: `valid_from must be ${earliest} or later: past figures cannot change.`,
      });
    }
    return [{ index, ...parsed.data }];
  });
  if (problems.length === 0) {
    const categories = new Set(
      (await database.selectFrom('unit_categories').select('code').execute()).map(
        (row) => row.code,
      ),
    );
    for (const factor of factors) {
      if (!categories.has(factor.category)) {
        problems.push({
          field: `factors.${factor.index}.category`,
          message: `Unknown category "${factor.category}".`,
        });
      }
    }
  }
  if (problems.length > 0) throw badInput(problems);

  try {
    const added = await database
      .insertInto('co2_factors')
      .values(
        factors.map((factor) => ({
          category: factor.category,
          manufacturer: factor.manufacturer ?? null,
          model: factor.model ?? null,
          valid_from: factor.valid_from,
          kg_co2e_per_reused_unit: factor.kg_co2e.toFixed(2),
          kg_co2e_low: factor.kg_co2e_low.toFixed(2),
          kg_co2e_high: factor.kg_co2e_high.toFixed(2),
          source: factor.source,
          source_texts: sourceTextsOf(factor.source, factor.source_translations),
          source_year: factor.source_year,
          source_url: factor.source_url ?? null,
        })),
      )
      .returning('id')
      .execute();
    return listFactorsByIds(
      database,
      added.map((row) => row.id),
    );
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === '23505') {
      throw badInput([
        {
          field: 'factors',
          reason: 'duplicate',
          message:
            'A factor for this category, manufacturer, model and valid_from exists already (or is sent twice).',
        },
      ]);
    }
    throw error;
  }
}

const factorColumns = sql`factor.category, factor.manufacturer, factor.model,
  to_char(factor.valid_from, 'YYYY-MM-DD') as valid_from,
  factor.kg_co2e_per_reused_unit::float8 as kg_co2e, factor.kg_co2e_low::float8 as kg_co2e_low,
  factor.kg_co2e_high::float8 as kg_co2e_high, factor.source, factor.source_texts,
  factor.source_year, factor.source_url`;

type FactorRow = FactorView & { source_texts: unknown };

const toView = ({ source_texts, ...factor }: FactorRow): ProviderFactorView => ({
  ...factor,
  source_translations: translationsOfSource(source_texts),
});

async function listFactorsByIds(database: Database, ids: string[]): Promise<ProviderFactorView[]> {
  const result = await sql<FactorRow>`
    select ${factorColumns} from co2_factors factor
    where factor.id = any(${ids}::bigint[]) order by factor.id`.execute(database);
  return result.rows.map(toView);
}

export const co2FactorSorting = {
  sorts: ['model', 'valid_from', 'kg_co2e', 'source'],
  defaultSort: 'model',
  defaultDirection: 'ASC',
} as const satisfies ListSorting<string>;
export type Co2FactorSort = (typeof co2FactorSorting.sorts)[number];

/** The columns each order sorts by, in turn; the factor's id keeps equal rows in one order. */
function factorOrder(sort: Co2FactorSort, direction: SortDirection) {
  const way = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  const byModel = sql`factor.category ${way}, lower(coalesce(factor.manufacturer, '')) ${way},
    lower(coalesce(factor.model, '')) ${way}, factor.valid_from ${way}`;
  const first = {
    model: byModel,
    valid_from: sql`factor.valid_from ${way}, ${byModel}`,
    kg_co2e: sql`factor.kg_co2e_per_reused_unit ${way}, ${byModel}`,
    source: sql`lower(factor.source) ${way}, ${byModel}`,
  }[sort];
  return sql`${first}, factor.id ${way}`;
}

/**
 * The factors, by default by category, manufacturer, model and valid_from, a page at a time;
 * `at` keeps those in force on that day (for each category, manufacturer and model the latest
 * from then).
 */
export async function listCo2Factors(
  database: Database,
  filter: {
    category?: string;
    at?: string;
    page: number;
    pageSize: number;
    sort?: Co2FactorSort;
    direction?: SortDirection;
  },
): Promise<{ factors: ProviderFactorView[]; total: number }> {
  const inForce = filter.at
    ? sql`factor.valid_from <= ${filter.at}::date and not exists (select from co2_factors later
        where later.category = factor.category
          and lower(coalesce(later.manufacturer, '')) = lower(coalesce(factor.manufacturer, ''))
          and lower(coalesce(later.model, '')) = lower(coalesce(factor.model, ''))
          and later.valid_from > factor.valid_from and later.valid_from <= ${filter.at}::date)`
    : sql`true`;
  const byCategory = filter.category ? sql`factor.category = ${filter.category}` : sql`true`;
  const order = factorOrder(
    filter.sort ?? co2FactorSorting.defaultSort,
    filter.direction ?? co2FactorSorting.defaultDirection,
  );
  const result = await sql<FactorRow & { total: number }>`
    select ${factorColumns}, count(*) over ()::int as total
    from co2_factors factor
    where ${byCategory} and ${inForce}
    order by ${order}
    limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`.execute(database);
  return {
    factors: result.rows.map(({ total: _total, ...factor }) => toView(factor)),
    total: result.rows[0]?.total ?? 0,
  };
}
