import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { ProcessedUnitModel } from './unit-model.js';

export const minimumSerialPrefixLength = 3;

/** Escapes LIKE wildcards so a serial number is matched literally as a prefix. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function searchUnitsBySerialPrefix(
  database: Database,
  supplierIds: string[],
  serialPrefix: string,
  limit: number,
): Promise<ProcessedUnitModel[]> {
  return (
    database
      .selectFrom('processed_units as unit')
      .innerJoin('suppliers as supplier', 'supplier.id', 'unit.supplier_id')
      .select([
        'unit.serial_number',
        'unit.manufacturer',
        'unit.model',
        'unit.category',
        'unit.weight_kg',
        'unit.grade',
        'unit.sanitisation_method',
        'unit.erasure_standard',
        'unit.sanitisation_result',
        'unit.outcome',
        'unit.created_at',
        'unit.graded_date',
        'unit.completed_date',
        'unit.job_number',
        'supplier.company as supplier_company',
      ])
      .where('unit.supplier_id', 'in', supplierIds)
      .where('unit.serial_number', 'like', likePrefix(serialPrefix))
      // Byte order, the order of the prefix index (text_pattern_ops), whatever the collation.
      .orderBy(sql`unit.serial_number collate "C"`)
      .limit(limit)
      .execute()
  );
}
