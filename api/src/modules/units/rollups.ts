import { sql, type Kysely } from 'kysely';
import type { DB } from '../../database/schema.generated.js';
import { businessTimeZone } from '../../shared/local-dates.js';

/**
 * Rebuilds the daily totals of the given suppliers from their units, inside the caller's
 * transaction, so the dashboard never sees a half-imported state.
 */
export async function rebuildDailyTotals(
  database: Kysely<DB>,
  supplierIds: string[],
): Promise<void> {
  if (supplierIds.length === 0) return;
  await database.deleteFrom('unit_daily_totals').where('supplier_id', 'in', supplierIds).execute();
  const perColumn = (column: 'created_at' | 'completed_date' | 'graded_date', label: string) => sql`
    select supplier_id, ${label}::text, (${sql.ref(column)} at time zone ${businessTimeZone})::date,
      category, outcome, count(*)::int, sum(co2e_kg)
    from processed_units
    where supplier_id = any(${supplierIds}::uuid[]) and ${sql.ref(column)} is not null
    group by 1, 2, 3, 4, 5`;
  await sql`
    insert into unit_daily_totals (supplier_id, date_column, day, category, outcome, units, co2e_kg)
    ${perColumn('created_at', 'CREATED_AT')}
    union all ${perColumn('completed_date', 'COMPLETED_DATE')}
    union all ${perColumn('graded_date', 'GRADED_DATE')}`.execute(database);
}
