import { escapeLike } from '../../shared/like-patterns.js';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { processedUnitColumns, type ProcessedUnitModel } from './unit-model.js';
import { textSort } from '../../shared/lists/list-collation.js';

export const minimumSerialPrefixLength = 3;

/** Escapes LIKE wildcards so a serial number is matched literally as a prefix. */
function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}

function unitsWithSerialPrefix(database: Database, supplierIds: string[], serialPrefix: string) {
  return database
    .selectFrom('processed_units as unit')
    .innerJoin('suppliers as supplier', 'supplier.id', 'unit.supplier_id')
    .select([
      'unit.id',
      ...processedUnitColumns.map((column) => `unit.${column}` as const),
      'supplier.company as supplier_company',
    ])
    .where('unit.supplier_id', 'in', supplierIds)
    .where('unit.serial_number', 'like', likePrefix(serialPrefix));
}

export const unitSearchSorting = {
  sorts: ['serial_number', 'company', 'received', 'completed', 'outcome', 'job_number'],
  defaultSort: 'serial_number',
  defaultDirection: 'ASC',
} as const satisfies ListSorting<string>;
export type UnitSearchSort = (typeof unitSearchSorting.sorts)[number];

const unitSearchSortColumns = {
  // Byte order, the order of the prefix index (text_pattern_ops), whatever the collation.
  serial_number: sql`unit.serial_number collate "C"`,
  company: textSort(sql`supplier.company`),
  received: sql`unit.created_at`,
  completed: sql`unit.completed_date`,
  outcome: sql`unit.outcome`,
  job_number: sql`unit.job_number`,
};

function sortedUnitSearch(
  database: Database,
  supplierIds: string[],
  serialPrefix: string,
  order: ListOrder<UnitSearchSort>,
) {
  return unitsWithSerialPrefix(database, supplierIds, serialPrefix).$call(
    sortedBy(unitSearchSortColumns, sql`unit.id`, order),
  );
}

/** One page of the units whose serial number starts with the text, and how many there are. */
export async function pageUnitsBySerialPrefix(
  database: Database,
  supplierIds: string[],
  serialPrefix: string,
  list: ListArguments<UnitSearchSort>,
): Promise<{ units: ProcessedUnitModel[]; total: number }> {
  const { rows, total } = await pageOf(
    database,
    sortedUnitSearch(database, supplierIds, serialPrefix, list),
    list,
  );
  return { units: rows, total };
}

/** The export's reader of the same search. */
export function unitSearchReader(
  supplierIds: string[],
  serialPrefix: string,
  order: ListOrder<UnitSearchSort>,
) {
  return (source: Database, offset: number, limit: number): Promise<ProcessedUnitModel[]> =>
    sortedUnitSearch(source, supplierIds, serialPrefix, order)
      .limit(limit)
      .offset(offset)
      .execute();
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
