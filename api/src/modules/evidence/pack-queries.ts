import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../database/connections.js';
import { businessTimeZone } from '../../shared/local-dates.js';

/**
 * The units a pack covers: a job's units (by its number, within the job's supplier), or the
 * units of the suppliers in scope completed in a period (local days where the provider works).
 */
export type PackScope =
  | { kind: 'job'; supplierIds: string[]; jobNumber: string }
  | { kind: 'period'; supplierIds: string[]; from: string; to: string };

export function unitsInScope(scope: PackScope): RawBuilder<unknown> {
  const supplier = sql`unit.supplier_id = any(${scope.supplierIds}::uuid[])`;
  if (scope.kind === 'job') return sql`${supplier} and unit.job_number = ${scope.jobNumber}`;
  return sql`${supplier}
    and unit.completed_date >= (${scope.from}::date::timestamp at time zone ${businessTimeZone})
    and unit.completed_date < ((${scope.to}::date + 1)::timestamp at time zone ${businessTimeZone})`;
}

/** Whether the scope holds a unit at all: a pack without one would prove nothing. */
export async function hasUnitsInScope(database: Database, scope: PackScope): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select from processed_units unit where ${unitsInScope(scope)}) as found`.execute(
    database,
  );
  return rows[0]?.found === true;
}

/** A unit's received or completed date: the day in Oslo (YYYY-MM-DD), as the portal shows it. */
const businessDay = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone ${businessTimeZone}, 'YYYY-MM-DD')`;

export const unitCsvColumns = [
  'serial_number',
  'supplier',
  'job_number',
  'category',
  'manufacturer',
  'model',
  'received_at',
  'sanitisation_method',
  'erasure_standard',
  'sanitisation_result',
  'data_carriers',
  'outcome',
  'completed_at',
] as const;
type UnitCsvRow = Record<(typeof unitCsvColumns)[number], string | number | null>;

/** One line per unit: what was received and what became of its data, with its carriers counted. */
export function unitRowsQuery(scope: PackScope): RawBuilder<UnitCsvRow> {
  return sql<UnitCsvRow>`
    select unit.serial_number, supplier.company as supplier, unit.job_number, unit.category,
      unit.manufacturer, unit.model, ${businessDay(sql`unit.created_at`)} as received_at,
      unit.sanitisation_method, unit.erasure_standard, unit.sanitisation_result,
      (select count(distinct carrier.carrier_serial)::int from unit_data_carriers carrier
        where carrier.unit_id = unit.id) as data_carriers,
      unit.outcome, ${businessDay(sql`unit.completed_date`)} as completed_at
    from processed_units unit join suppliers supplier on supplier.id = unit.supplier_id
    where ${unitsInScope(scope)}
    order by unit.serial_number collate "C", unit.id`;
}

export const carrierCsvColumns = [
  'unit_serial_number',
  'carrier_serial',
  'carrier_type',
  'manufacturer',
  'model',
  'capacity_gb',
  'sanitisation_level',
  'sanitisation_technique',
  'particle_size_mm',
  'tool_name',
  'tool_version',
  'verification_method',
  'verification_result',
  'operator',
  'sanitised_at',
  'result',
] as const;
type CarrierCsvRow = Record<(typeof carrierCsvColumns)[number], string | number | null>;

/**
 * One line per sanitisation attempt of each data carrier (NIST SP 800-88 terms): a failed attempt
 * stays on record beside the one that followed it.
 */
export function carrierRowsQuery(scope: PackScope): RawBuilder<CarrierCsvRow> {
  return sql<CarrierCsvRow>`
    select unit.serial_number as unit_serial_number, carrier.carrier_serial,
      carrier.carrier_type, carrier.manufacturer, carrier.model, carrier.capacity_gb,
      carrier.sanitisation_level, carrier.sanitisation_technique,
      carrier.particle_size_mm::text as particle_size_mm, carrier.tool_name, carrier.tool_version,
      carrier.verification_method, carrier.verification_result, carrier.operator,
      to_char(carrier.sanitised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sanitised_at,
      carrier.result
    from unit_data_carriers carrier join processed_units unit on unit.id = carrier.unit_id
    where ${unitsInScope(scope)}
    order by unit.serial_number collate "C", unit.id, carrier.carrier_serial collate "C",
      carrier.sanitised_at`;
}
