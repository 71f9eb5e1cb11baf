import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../database/schema.generated.js';
import { businessTimeZone } from '../../../shared/local-dates.js';

/**
 * The change of one daily total (supplier, date column, local day, category, outcome) that a
 * statement caused. CO2 in hundredths of a kilogram: whole numbers add up exactly.
 */
export interface TotalsDelta {
  supplier_id: string;
  date_column: 'CREATED_AT' | 'COMPLETED_DATE' | 'GRADED_DATE';
  day: string;
  category: string;
  outcome: string;
  units: number;
  co2e_hundredths: number;
}

/** The columns of a unit that count in the daily totals. */
const countedColumns = [
  'supplier_id',
  'category',
  'outcome',
  'co2e_kg',
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
    co2e_kg: 'numeric',
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
      c.${prefix}_outcome, ${sign}, ${sign} * c.${prefix}_co2e_kg)`;
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
        part.category, part.outcome, sum(part.units)::int as units,
        (sum(part.co2e_kg) * 100)::bigint as co2e_hundredths
      from ${sql.raw(changes)} c
      cross join lateral (values ${sql.raw(sides.join(',\n'))})
        as part (supplier_id, date_column, moment, category, outcome, units, co2e_kg)
      where part.supplier_id is not null and part.moment is not null
      group by 1, 2, 3, 4, 5
      having sum(part.units) <> 0 or sum(part.co2e_kg) <> 0
    ) delta)`;
}

const keyOf = (delta: TotalsDelta) =>
  [delta.supplier_id, delta.date_column, delta.day, delta.category, delta.outcome].join('|');

/** Deltas of several statements of one transaction, added up per daily total. */
export class TotalsDeltas {
  private readonly byKey = new Map<string, TotalsDelta>();

  add(deltas: readonly TotalsDelta[] | null): void {
    for (const delta of deltas ?? []) {
      const key = keyOf(delta);
      const sum = this.byKey.get(key);
      if (sum) {
        sum.units += delta.units;
        sum.co2e_hundredths += Number(delta.co2e_hundredths);
      } else {
        this.byKey.set(key, { ...delta, co2e_hundredths: Number(delta.co2e_hundredths) });
      }
    }
  }

  /** Non-zero deltas in key order: every transaction locks the totals rows in the same order. */
  sorted(): TotalsDelta[] {
    return [...this.byKey.entries()]
      .filter(([, delta]) => delta.units !== 0 || delta.co2e_hundredths !== 0)
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
    ${column('day')}::date[], ${column('category')}::text[], ${column('outcome')}::text[])`;
  await sql`
    insert into unit_daily_totals as total
      (supplier_id, date_column, day, category, outcome, units, co2e_kg)
    select delta.supplier_id, delta.date_column, delta.day, delta.category, delta.outcome,
      delta.units, delta.co2e_hundredths / 100.0
    from unnest(${column('supplier_id')}::uuid[], ${column('date_column')}::text[],
      ${column('day')}::date[], ${column('category')}::text[], ${column('outcome')}::text[],
      ${column('units')}::int[], ${column('co2e_hundredths')}::bigint[])
      as delta (supplier_id, date_column, day, category, outcome, units, co2e_hundredths)
    order by 1, 2, 3, 4, 5
    on conflict (supplier_id, date_column, day, category, outcome) do update
      set units = total.units + excluded.units, co2e_kg = total.co2e_kg + excluded.co2e_kg`.execute(
    transaction,
  );
  if (rows.some((row) => row.units < 0)) {
    await sql`
      delete from unit_daily_totals total
      using ${keys} as touched (supplier_id, date_column, day, category, outcome)
      where total.supplier_id = touched.supplier_id and total.date_column = touched.date_column
        and total.day = touched.day and total.category = touched.category
        and total.outcome = touched.outcome and total.units = 0`.execute(transaction);
  }
}
