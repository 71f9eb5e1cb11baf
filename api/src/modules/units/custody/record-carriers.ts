import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../database/schema.generated.js';
import type { CarrierRecord } from './carrier-record.js';

/** The carrier columns in the order both doors (events, import staging) hand them over. */
export const carrierColumns = [
  ['carrier_serial', 'text'],
  ['carrier_type', 'text'],
  ['manufacturer', 'text'],
  ['model', 'text'],
  ['capacity_gb', 'integer'],
  ['sanitisation_level', 'text'],
  ['sanitisation_technique', 'text'],
  ['particle_size_mm', 'numeric'],
  ['tool_name', 'text'],
  ['tool_version', 'text'],
  ['verification_method', 'text'],
  ['verification_result', 'text'],
  ['operator', 'text'],
  ['sanitised_at', 'timestamptz'],
  ['result', 'text'],
] as const;

const columnList = carrierColumns.map(([column]) => column).join(', ');

/**
 * Inserts carrier attempts of units that exist (by supplier and serial number) in the caller's
 * transaction. An attempt already recorded (same unit, carrier and time) is kept as it is, so a
 * redelivered event or a re-imported file records it once. Answers how many were new.
 */
export async function recordCarrierAttempts(
  transaction: Kysely<DB>,
  attempts: readonly (CarrierRecord & { supplier_id: string; serial_number: string })[],
): Promise<number> {
  if (!attempts.length) return 0;
  const arrays = carrierColumns.map(([column, type]) => {
    const values = attempts.map((attempt) => {
      const value = attempt[column];
      return value instanceof Date ? value.toISOString() : value;
    });
    return sql`${values}::${sql.raw(type)}[]`;
  });
  const result = await sql`
    insert into unit_data_carriers (supplier_id, unit_id, ${sql.raw(columnList)})
    select unit.supplier_id, unit.id, ${sql.raw(
      carrierColumns.map(([column]) => `attempt.${column}`).join(', '),
    )}
    from unnest(${attempts.map((attempt) => attempt.supplier_id)}::uuid[],
      ${attempts.map((attempt) => attempt.serial_number)}::text[], ${sql.join(arrays)})
      as attempt (supplier_id, serial_number, ${sql.raw(columnList)})
    join processed_units unit
      on unit.supplier_id = attempt.supplier_id and unit.serial_number = attempt.serial_number
    order by unit.id, attempt.carrier_serial, attempt.sanitised_at
    on conflict (unit_id, carrier_serial, sanitised_at) do nothing`.execute(transaction);
  return Number(result.numAffectedRows ?? 0);
}
