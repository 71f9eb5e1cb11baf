import { sql, type Kysely } from 'kysely';
import type { DB } from '../../database/schema.generated.js';
import { businessTimeZone } from '../../shared/local-dates.js';

/**
 * Recomputes the daily totals of the given suppliers (all when none are named) from their units:
 * the repair for totals that drifted (`npm run admin -- rebuild-daily-totals`); every change of
 * units keeps them current by itself (changes/write-unit-changes.ts). Writers of units wait
 * while it runs, so no change falls between its delete and its insert.
 */
export async function rebuildDailyTotals(
  database: Kysely<DB>,
  supplierIds: string[] | 'all',
): Promise<number> {
  if (supplierIds !== 'all' && supplierIds.length === 0) return 0;
  return database.transaction().execute(async (transaction) => {
    await sql`lock table processed_units in share mode`.execute(transaction);
    const bySupplier =
      supplierIds === 'all' ? sql`true` : sql`supplier_id = any(${supplierIds}::uuid[])`;
    await sql`delete from unit_daily_totals where ${bySupplier}`.execute(transaction);
    const perColumn = (
      column: 'created_at' | 'completed_date' | 'graded_date',
      label: string,
    ) => sql`
      select supplier_id, ${label}::text, (${sql.ref(column)} at time zone ${businessTimeZone})::date,
        category, outcome, coalesce(co2_method_version, ''), count(*)::int, sum(co2e_kg),
        sum(co2e_low_kg), sum(co2e_high_kg), count(weight_kg)::int, coalesce(sum(weight_kg), 0)
      from processed_units
      where ${bySupplier} and ${sql.ref(column)} is not null
      group by 1, 2, 3, 4, 5, 6`;
    const inserted = await sql`
      insert into unit_daily_totals (supplier_id, date_column, day, category, outcome,
        method_version, units, co2e_kg, co2e_low_kg, co2e_high_kg, weighed_units, weight_kg)
      ${perColumn('created_at', 'CREATED_AT')}
      union all ${perColumn('completed_date', 'COMPLETED_DATE')}
      union all ${perColumn('graded_date', 'GRADED_DATE')}`.execute(transaction);
    return Number(inserted.numAffectedRows ?? 0n);
  });
}
