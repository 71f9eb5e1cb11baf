import { escapeLike } from '../../shared/like-patterns.js';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { processedUnitColumns, type ProcessedUnitModel } from './unit-model.js';

export const minimumSerialPrefixLength = 3;

/** Escapes LIKE wildcards so a serial number is matched literally as a prefix. */
function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
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
        'unit.id',
        ...processedUnitColumns.map((column) => `unit.${column}` as const),
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
