import { sql } from 'kysely';
import type { Database } from '../../../database/connections.js';
import { DomainError } from '../../../shared/errors.js';
import {
  applyTotalsDeltas,
  countedColumnsOf,
  countedNames,
  deltasOf,
  TotalsDeltas,
  type TotalsDelta,
} from './totals-deltas.js';

export interface MovedUnits {
  moved: number;
  /** Serial numbers the source supplier has no unit for. */
  unknownSerialNumbers: string[];
  /** Serial numbers the target supplier has a unit for already: left where they are. */
  conflictingSerialNumbers: string[];
}

/**
 * Moves units registered for the wrong supplier to the right one (same country), with both
 * suppliers' daily totals in the same transaction: the old contribution out of the source's,
 * the same in to the target's.
 */
export async function moveUnits(
  database: Database,
  input: { fromSupplierId: string; toSupplierId: string; serialNumbers: string[] },
): Promise<MovedUnits> {
  const serials = [...new Set(input.serialNumbers.map((serial) => serial.trim()).filter(Boolean))];
  if (input.fromSupplierId === input.toSupplierId) {
    throw new DomainError('BAD_USER_INPUT', 'The units are with that supplier already.');
  }
  return database.transaction().execute(async (transaction) => {
    const suppliers = await transaction
      .selectFrom('suppliers')
      .select('id')
      .where('id', 'in', [input.fromSupplierId, input.toSupplierId])
      .execute();
    if (suppliers.length < 2) throw new DomainError('NOT_FOUND', 'No such supplier.');
    if (!serials.length)
      return { moved: 0, unknownSerialNumbers: [], conflictingSerialNumbers: [] };
    const result = await sql<{
      moved: string[] | null;
      conflicting: string[] | null;
      deltas: TotalsDelta[] | null;
    }>`
      with conflicting as (
        select serial_number from processed_units
        where supplier_id = ${input.toSupplierId}::uuid and serial_number = any(${serials}::text[])
      ),
      moved as (
        update processed_units u set supplier_id = ${input.toSupplierId}::uuid, imported_at = now()
        where u.supplier_id = ${input.fromSupplierId}::uuid
          and u.serial_number = any(${serials}::text[])
          and u.serial_number not in (select serial_number from conflicting)
        returning u.serial_number, ${countedColumnsOf('old', 'old')}, ${countedColumnsOf('new', 'new')}
      ),
      changes as (select ${countedNames('old')}, ${countedNames('new')} from moved)
      select (select array_agg(serial_number) from moved) as moved,
        (select array_agg(serial_number) from conflicting) as conflicting,
        ${deltasOf('changes')} as deltas`.execute(transaction);
    const row = result.rows[0];
    const moved = new Set(row?.moved ?? []);
    const conflicting = new Set(row?.conflicting ?? []);
    const totals = new TotalsDeltas();
    totals.add(row?.deltas ?? null);
    await applyTotalsDeltas(transaction, totals);
    return {
      moved: moved.size,
      unknownSerialNumbers: serials.filter(
        (serial) => !moved.has(serial) && !conflicting.has(serial),
      ),
      conflictingSerialNumbers: serials.filter((serial) => conflicting.has(serial)),
    };
  });
}
