import { createHash } from 'node:crypto';
import {
  emptyMapping,
  expectedAssetFields,
  headerKey,
  type ExpectedAssetMapping,
} from '@itad-portal/validation';
import type { Database } from '../../database/connections.js';

/*
 * The columns a supplier chose for a layout the portal did not recognise, kept per set of
 * headers: the next export of the same tool is read without asking again. Always scoped to the
 * caller's supplier.
 */

const keyOf = (headers: readonly string[]) =>
  createHash('sha256').update(headerKey(headers)).digest('hex');

/** The stored mapping, read defensively: a column number or null for each field. */
function mappingOf(value: unknown): ExpectedAssetMapping | null {
  if (typeof value !== 'object' || value === null) return null;
  const mapping = emptyMapping();
  for (const field of expectedAssetFields) {
    const column: unknown = Reflect.get(value, field);
    if (typeof column === 'number' && Number.isInteger(column)) mapping[field] = column;
  }
  return mapping;
}

export async function rememberedMapping(
  database: Database,
  supplierId: string,
  headers: readonly string[],
): Promise<ExpectedAssetMapping | null> {
  const row = await database
    .selectFrom('supplier_asset_list_mappings')
    .select('mapping')
    .where('supplier_id', '=', supplierId)
    .where('header_key', '=', keyOf(headers))
    .executeTakeFirst();
  return row ? mappingOf(row.mapping) : null;
}

export async function rememberMapping(
  database: Database,
  supplierId: string,
  headers: readonly string[],
  mapping: ExpectedAssetMapping,
): Promise<void> {
  await database
    .insertInto('supplier_asset_list_mappings')
    .values({
      supplier_id: supplierId,
      header_key: keyOf(headers),
      mapping: JSON.stringify(mapping),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['supplier_id', 'header_key'])
        .doUpdateSet({ mapping: JSON.stringify(mapping), updated_at: new Date() }),
    )
    .execute();
}
