import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { DomainError } from '../../shared/errors.js';
import { addDays, isLocalDate, todayInBusinessTimeZone } from '../../shared/local-dates.js';
import type { TextTranslations } from '../../shared/translated-text.js';
import { sourceTextsOf, sourceTranslationsInput, translationsOfSource } from './source-texts.js';

/** The everyday comparisons the dashboard shows (the table's check lists the same). */
export const equivalentKinds = [
  'households',
  'persons',
  'water_liters',
  'spruce_forest_hectares',
] as const;

/** At most this many equivalents per call (four kinds, a few dates each). */
export const maximumEquivalentsPerCall = 100;

const sourceTextLength = 1000;

const perTonne = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,4})?$/, 'Give a number, at most 4 decimals.'),
  ])
  .transform(Number)
  .pipe(
    z
      .number()
      .gt(0, 'Give a number above 0.')
      .max(9_999_999_999.9999)
      .refine(
        (value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6,
        'Give a number, at most 4 decimals.',
      ),
  );

/**
 * One equivalent as the provider sends it: how many of the comparison (households' yearly
 * electricity, litres of hot water, ...) one tonne of CO2e corresponds to in the country, from
 * `valid_from` on, with its source in English (and optionally the other portal languages), the
 * source's year and address.
 */
const equivalentInput = z.object({
  equivalent: z.enum(equivalentKinds, {
    message: `Give one of ${equivalentKinds.join(', ')}.`,
  }),
  valid_from: z.string().refine(isLocalDate, 'Give valid_from as YYYY-MM-DD.'),
  per_ton_co2e: perTonne,
  source: z.string().trim().min(3).max(sourceTextLength),
  source_translations: sourceTranslationsInput(sourceTextLength),
  source_year: z.number().int().min(1990).max(2100),
  source_url: z
    .string()
    .trim()
    .max(1000)
    .regex(/^https?:\/\/\S+$/, 'Give source_url as an http(s) address.')
    .nullish(),
});

export interface EquivalentView {
  equivalent: string;
  /** The country's own figure; null for the European comparison every country falls back to. */
  country: CountryCode | null;
  valid_from: string;
  per_ton_co2e: number;
  source: string;
  source_translations: TextTranslations;
  source_year: number | null;
  source_url: string | null;
}

type Problem = { field: string; message: string };

const badInput = (problems: Problem[]) =>
  new DomainError('BAD_USER_INPUT', problems[0]?.message ?? 'The equivalents are not valid.', {
    fields: problems,
  });

/**
 * Adds a country's local equivalents, all or none. Each is valid from tomorrow (Oslo) at the
 * earliest, so the figures shown for periods up to today never change (the database refuses
 * anything else too); a period ending on or after `valid_from` shows the new one. Problems are
 * named by the equivalent's index (`equivalents.2.per_ton_co2e`).
 */
export async function addCo2Equivalents(
  database: Database,
  country: CountryCode,
  inputs: unknown[],
  now: Date = new Date(),
): Promise<EquivalentView[]> {
  if (inputs.length === 0 || inputs.length > maximumEquivalentsPerCall) {
    throw badInput([
      {
        field: 'equivalents',
        message: `Send 1 to ${maximumEquivalentsPerCall} equivalents per call.`,
      },
    ]);
  }
  const earliest = addDays(todayInBusinessTimeZone(now), 1);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const equivalents = inputs.flatMap((input, index) => {
    const parsed = equivalentInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          field: ['equivalents', index, ...issue.path].join('.'),
          message: issue.message,
        });
      }
      return [];
    }
    if (parsed.data.valid_from < earliest) {
      problems.push({
        field: `equivalents.${index}.valid_from`,
        message: `valid_from must be ${earliest} or later: past figures cannot change.`,
      });
    }
    const key = `${parsed.data.equivalent} ${parsed.data.valid_from}`;
    if (seen.has(key)) {
      problems.push({
        field: `equivalents.${index}.valid_from`,
        message: `${parsed.data.equivalent} from ${parsed.data.valid_from} is sent twice.`,
      });
    }
    seen.add(key);
    return [parsed.data];
  });
  if (problems.length > 0) throw badInput(problems);

  try {
    const added = await database
      .insertInto('equivalent_factors')
      .values(
        equivalents.map((equivalent) => ({
          equivalent: equivalent.equivalent,
          country,
          valid_from: equivalent.valid_from,
          per_ton_co2e: equivalent.per_ton_co2e.toFixed(4),
          source: equivalent.source,
          source_texts: sourceTextsOf(equivalent.source, equivalent.source_translations),
          source_year: equivalent.source_year,
          source_url: equivalent.source_url ?? null,
        })),
      )
      .returning('id')
      .execute();
    const rows = await equivalentRows(database)
      .where(
        'factor.id',
        'in',
        added.map((row) => row.id),
      )
      .orderBy('factor.id')
      .execute();
    return rows.map(toView);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === '23505') {
      throw badInput([
        {
          field: 'equivalents',
          message: `A local equivalent of this kind valid from this day exists already in ${country}.`,
        },
      ]);
    }
    throw error;
  }
}

/** The stored equivalents with their columns as the lists show them (see toView). */
export function equivalentRows(database: Database) {
  return database.selectFrom('equivalent_factors as factor').select([
    'factor.equivalent',
    // The table's check keeps it to the countries' codes.
    sql<CountryCode | null>`factor.country`.as('country'),
    sql<string>`to_char(factor.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
    sql<number>`factor.per_ton_co2e::float8`.as('per_ton_co2e'),
    'factor.source',
    'factor.source_texts',
    'factor.source_year',
    'factor.source_url',
  ]);
}

type EquivalentRow = Awaited<
  ReturnType<ReturnType<typeof equivalentRows>['executeTakeFirstOrThrow']>
>;

export function toView({ source_texts, ...row }: EquivalentRow): EquivalentView {
  return {
    ...row,
    per_ton_co2e: Number(row.per_ton_co2e),
    source_translations: translationsOfSource(source_texts),
  };
}
