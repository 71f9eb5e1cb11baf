/**
 * History for the feed benchmark, seeded set-based (generate_series) instead of through the
 * import, then the daily totals rebuilt once: millions of units in seconds, not minutes.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../api/src/database/schema.generated.js';
import { rebuildDailyTotals } from '../api/src/modules/units/rollups.js';

/** Adds units numbered [from, to) to the supplier: three years of mixed categories and outcomes. */
async function insertHistory(database: Kysely<DB>, supplierId: string, from: number, to: number) {
  await sql`
    insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
      weight_kg, grade, sanitisation_method, erasure_standard, sanitisation_result, outcome,
      created_at, graded_date, completed_date, co2e_kg)
    select ${supplierId}::uuid, 'HIST' || lpad(to_hex(i), 8, '0'), 'Dell', 'Latitude 5430',
      (array['laptop', 'desktop', 'monitor', 'mobile_phone', 'server'])[1 + i % 5], 1.5, 'A',
      'software_erasure', 'NIST 800-88 Purge', 'passed', unit.outcome, unit.created,
      unit.created + interval '2 days',
      case when unit.outcome = 'in_process' then null else unit.created + interval '9 days' end,
      case when unit.outcome = 'reused' then 250 else 0 end
    from generate_series(${from}::int, ${to - 1}::int) as i
    cross join lateral (select
      now() - interval '1 day' * (20 + (i::bigint * 7919) % 1075) - interval '1 minute' * (i % 1440) as created,
      case when i % 10 = 0 then 'in_process' when i % 3 = 0 then 'recycled'
           when i % 7 = 0 then 'stocked' else 'reused' end as outcome) unit`.execute(database);
}

/** Grows the supplier's history to `size` units (in steps of a million), then rebuilds totals. */
export async function growHistory(
  database: Kysely<DB>,
  supplierId: string,
  size: number,
): Promise<number> {
  const started = performance.now();
  const { count } = await database
    .selectFrom('processed_units')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('supplier_id', '=', supplierId)
    .where('serial_number', 'like', 'HIST%')
    .executeTakeFirstOrThrow();
  for (let from = Number(count); from < size; from += 1_000_000) {
    await insertHistory(database, supplierId, from, Math.min(size, from + 1_000_000));
    process.stderr.write(
      `\rhistory: ${Math.min(size, from + 1_000_000).toLocaleString('en')} units   `,
    );
  }
  process.stderr.write('\n');
  await rebuildDailyTotals(database, [supplierId]);
  // The steady state, as after autovacuum: fresh statistics and a visibility map.
  await sql`vacuum analyze processed_units, unit_daily_totals`.execute(database);
  // And the seed's writes flushed now, not by a checkpoint in the middle of the measurements.
  await sql`checkpoint`.execute(database);
  return (performance.now() - started) / 1000;
}
