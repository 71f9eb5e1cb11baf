import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { perNorwegianKrone } from '../../demo/demo-currency.js';

/** A reused unit's typical resale value per category, in Norwegian kroner. */
const resaleByCategory: Record<string, number> = {
  laptop: 1_450,
  desktop: 520,
  monitor: 260,
  mobile_phone: 890,
  tablet: 700,
  server: 2_100,
  network: 310,
  printer: 120,
  storage_media: 40,
  other: 60,
};

/** Scrap value per kilogram of a recycled unit's materials, in Norwegian kroner. */
const scrapPerKilogram = 6.5;

/**
 * The provider's values of the demo's finished units, as `valued` unit events would store them:
 * a resale value for reused and stocked units (the category's typical value, 60-140 % of it by
 * the serial number, so the same every start), a scrap value by weight for recycled ones, valued
 * the day after completion. Units still in process have none yet. One statement.
 */
export async function seedDemoValues(
  database: Database,
  country: CountryCode,
  options: { onlySupplierIds?: string[] } = {},
): Promise<number> {
  const rate = perNorwegianKrone[country];
  const categories = Object.keys(resaleByCategory);
  const resale = categories.map((category) => (resaleByCategory[category] ?? 0) * rate);
  const result = await sql`
    update processed_units unit
       set value_kind = case when unit.outcome = 'recycled' then 'scrap' else 'resale' end,
           value_amount = case
             when unit.outcome = 'recycled'
               then round(coalesce(unit.weight_kg, 1) * ${scrapPerKilogram * rate}, 2)
             else round(typical.resale * (60 + abs(hashtext(unit.serial_number)) % 81) / 100.0, 0)
           end,
           valued_at = unit.completed_date + interval '1 day'
      from unnest(${categories}::text[], ${resale}::numeric[]) as typical (category, resale)
     where typical.category = unit.category
       and unit.outcome in ('reused', 'stocked', 'recycled')
       and unit.completed_date is not null
       and unit.value_amount is null
       ${options.onlySupplierIds ? sql`and unit.supplier_id = any(${options.onlySupplierIds}::uuid[])` : sql``}`.execute(
    database,
  );
  return Number(result.numAffectedRows ?? 0);
}
