import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../database/schema.generated.js';
import { businessTimeZone } from '../../../shared/local-dates.js';

/**
 * The change of one daily total (supplier, date column, local day, category, outcome, method
 * version) that a statement caused. CO2 and weight in hundredths of a kilogram: whole numbers
 * add up exactly.
 */
export interface TotalsDelta {
  supplier_id: string;
  date_column: 'CREATED_AT' | 'COMPLETED_DATE' | 'GRADED_DATE';
  day: string;
  category: string;
  outcome: string;
  /** '' for units not completed. */
  method_version: string;
  units: number;
  co2e_hundredths: number;
  co2e_low_hundredths: number;
  co2e_high_hundredths: number;
  weighed_units: number;
  weight_hundredths: number;
}

/** The summed measures of a delta. */
const measures = [
  'units',
  'co2e_hundredths',
  'co2e_low_hundredths',
  'co2e_high_hundredths',
  'weighed_units',
  'weight_hundredths',
] as const;

/** The columns of a unit that count in the daily totals. */
const countedColumns = [
  'supplier_id',
  'category',
  'outcome',
  'co2_method_version',
  'co2e_kg',
  'co2e_low_kg',
  'co2e_high_kg',
  'weight_kg',
  'created_at',
  'graded_date',
  'completed_date',
] as const;

/** `alias.column as prefix_column` for every counted column: old_* and new_* of a change. */
export function countedColumnsOf(alias: string, prefix: 'old' | 'new'): RawBuilder<unknown> {
  return sql.raw(
    countedColumns.map((column) => `${alias}.${column} as ${prefix}_${column}`).join(', '),
  );
}

/** `prefix_column` for every counted column. */
export function countedNames(prefix: 'old' | 'new'): RawBuilder<unknown> {
  return sql.raw(countedColumns.map((column) => `${prefix}_${column}`).join(', '));
}

/** The same columns as nulls: the missing side of an insert (old) or a delete (new). */
export function absentColumns(prefix: 'old' | 'new'): RawBuilder<unknown> {
  const types: Record<(typeof countedColumns)[number], string> = {
    supplier_id: 'uuid',
    category: 'text',
    outcome: 'text',
    co2_method_version: 'text',
    co2e_kg: 'numeric',
    co2e_low_kg: 'numeric',
    co2e_high_kg: 'numeric',
    weight_kg: 'numeric',
    created_at: 'timestamptz',
    graded_date: 'timestamptz',
    completed_date: 'timestamptz',
  };
  return sql.raw(
    countedColumns.map((column) => `null::${types[column]} as ${prefix}_${column}`).join(', '),
  );
}

/**
 * A query over `changes` (a relation with old_* and new_* counted columns, one row per changed
 * unit) that answers the totals deltas as one JSON array: each old row counted out, each new one
 * in, per date column; contributions that cancel (a change that moved nothing counted) drop out.
 */
export function deltasOf(changes: string): RawBuilder<TotalsDelta[] | null> {
  const side = (prefix: 'old' | 'new', sign: 1 | -1, dateColumn: string, label: string) =>
    `(c.${prefix}_supplier_id, '${label}', c.${prefix}_${dateColumn}, c.${prefix}_category,
      c.${prefix}_outcome, coalesce(c.${prefix}_co2_method_version, ''), ${sign},
      ${sign} * c.${prefix}_co2e_kg, ${sign} * c.${prefix}_co2e_low_kg,
      ${sign} * c.${prefix}_co2e_high_kg,
      ${sign} * (c.${prefix}_weight_kg is not null)::int, ${sign} * coalesce(c.${prefix}_weight_kg, 0))`;
  const sides = (['old', 'new'] as const).flatMap((prefix) =>
    (
      [
        ['created_at', 'CREATED_AT'],
        ['completed_date', 'COMPLETED_DATE'],
        ['graded_date', 'GRADED_DATE'],
      ] as const
    ).map(([column, label]) => side(prefix, prefix === 'old' ? -1 : 1, column, label)),
  );
  return sql<TotalsDelta[] | null>`(
    select json_agg(delta) from (
      select part.supplier_id, part.date_column,
        to_char((part.moment at time zone ${businessTimeZone})::date, 'YYYY-MM-DD') as day,
        part.category, part.outcome, part.method_version, sum(part.units)::int as units,
        (sum(part.co2e_kg) * 100)::bigint as co2e_hundredths,
        (sum(part.co2e_low_kg) * 100)::bigint as co2e_low_hundredths,
        (sum(part.co2e_high_kg) * 100)::bigint as co2e_high_hundredths,
        sum(part.weighed_units)::int as weighed_units,
        (sum(part.weight_kg) * 100)::bigint as weight_hundredths
      from ${sql.raw(changes)} c
      cross join lateral (values ${sql.raw(sides.join(',\n'))})
        as part (supplier_id, date_column, moment, category, outcome, method_version, units,
          co2e_kg, co2e_low_kg, co2e_high_kg, weighed_units, weight_kg)
      where part.supplier_id is not null and part.moment is not null
      group by 1, 2, 3, 4, 5, 6
      having sum(part.units) <> 0 or sum(part.co2e_kg) <> 0 or sum(part.co2e_low_kg) <> 0
        or sum(part.co2e_high_kg) <> 0 or sum(part.weighed_units) <> 0
        or sum(part.weight_kg) <> 0
    ) delta)`;
}

const keyOf = (delta: TotalsDelta) =>
  [
    delta.supplier_id,
    delta.date_column,
    delta.day,
    delta.category,
    delta.outcome,
    delta.method_version,
  ].join('|');

/** Deltas of several statements of one transaction, added up per daily total. */
export class TotalsDeltas {
  private readonly byKey = new Map<string, TotalsDelta>();

  add(deltas: readonly TotalsDelta[] | null): void {
    for (const delta of deltas ?? []) {
      const key = keyOf(delta);
      // JSON may answer bigint sums as strings.
      const numeric = { ...delta };
      for (const measure of measures) numeric[measure] = Number(delta[measure]);
      const sum = this.byKey.get(key);
      if (sum) {
        for (const measure of measures) sum[measure] += numeric[measure];
      } else {
        this.byKey.set(key, numeric);
      }
    }
  }

  /** Non-zero deltas in key order: every transaction locks the totals rows in the same order. */
  sorted(): TotalsDelta[] {
    return [...this.byKey.entries()]
      .filter(([, delta]) => measures.some((measure) => delta[measure] !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, delta]) => delta);
  }
}

/**
 * Applies the deltas to unit_daily_totals in the caller's transaction, in one upsert (row locks
 * only on the totals it changes, so concurrent imports add up instead of overwriting), then
 * removes totals that came down to no units.
 */
export async function applyTotalsDeltas(
  transaction: Kysely<DB>,
  deltas: TotalsDeltas,
): Promise<void> {
  const rows = deltas.sorted();
  if (!rows.length) return;
  const column = <Key extends keyof TotalsDelta>(key: Key) => rows.map((row) => row[key]);
  const keys = sql`unnest(${column('supplier_id')}::uuid[], ${column('date_column')}::text[],
    ${column('day')}::date[], ${column('category')}::text[], ${column('outcome')}::text[],
    ${column('method_version')}::text[])`;
  await sql`
    insert into unit_daily_totals as total
      (supplier_id, date_column, day, category, outcome, method_version, units, co2e_kg,
        co2e_low_kg, co2e_high_kg, weighed_units, weight_kg)
    select delta.supplier_id, delta.date_column, delta.day, delta.category, delta.outcome,
      delta.method_version, delta.units, delta.co2e_hundredths / 100.0,
      delta.co2e_low_hundredths / 100.0, delta.co2e_high_hundredths / 100.0,
      delta.weighed_units, delta.weight_hundredths / 100.0
    from unnest(${column('supplier_id')}::uuid[], ${column('date_column')}::text[],
      ${column('day')}::date[], ${column('category')}::text[], ${column('outcome')}::text[],
      ${column('method_version')}::text[], ${column('units')}::int[],
      ${column('co2e_hundredths')}::bigint[], ${column('co2e_low_hundredths')}::bigint[],
      ${column('co2e_high_hundredths')}::bigint[], ${column('weighed_units')}::int[],
      ${column('weight_hundredths')}::bigint[])
      as delta (supplier_id, date_column, day, category, outcome, method_version, units,
        co2e_hundredths, co2e_low_hundredths, co2e_high_hundredths, weighed_units,
        weight_hundredths)
    order by 1, 2, 3, 4, 5, 6
    on conflict (supplier_id, date_column, day, category, outcome, method_version) do update
      set units = total.units + excluded.units, co2e_kg = total.co2e_kg + excluded.co2e_kg,
        co2e_low_kg = total.co2e_low_kg + excluded.co2e_low_kg,
        co2e_high_kg = total.co2e_high_kg + excluded.co2e_high_kg,
        weighed_units = total.weighed_units + excluded.weighed_units,
        weight_kg = total.weight_kg + excluded.weight_kg`.execute(transaction);
  if (rows.some((row) => row.units < 0)) {
    await sql`
      delete from unit_daily_totals total
      using ${keys} as touched (supplier_id, date_column, day, category, outcome, method_version)
      where total.supplier_id = touched.supplier_id and total.date_column = touched.date_column
        and total.day = touched.day and total.category = touched.category
        and total.outcome = touched.outcome and total.method_version = touched.method_version
        and total.units = 0`.execute(transaction);
  }
}
