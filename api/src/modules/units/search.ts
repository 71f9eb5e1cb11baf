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
import { businessTimeZone } from '../../shared/local-dates.js';
import type { DateColumn } from './summary.js';

export const minimumSerialPrefixLength = 3;

/**
 * The texts a serial number may start with: as typed and in capitals (numbers are stored in
 * capitals, people type them in lower case), each escaped for LIKE.
 */
function serialPrefixPatternsOf(text: string): string[] {
  return [...new Set([text, text.toUpperCase()])].map((variant) => `${escapeLike(variant)}%`);
}

/**
 * What the serial search narrows by: the start of a serial number, and what a dashboard chart's
 * bar stands for (a category, outcomes, a range of local days on a date column). Each is optional;
 * the input rules ask for a serial prefix or a category or a range.
 */
export interface UnitSearchCriteria {
  serialPrefix: string | null;
  category?: string | null;
  outcomes?: readonly string[] | null;
  dateColumn?: DateColumn | null;
  from?: string | null;
  to?: string | null;
}

const dateColumnNames = {
  CREATED_AT: 'unit.created_at',
  COMPLETED_DATE: 'unit.completed_date',
  GRADED_DATE: 'unit.graded_date',
} as const;

function unitsMatching(database: Database, supplierIds: string[], criteria: UnitSearchCriteria) {
  // The days are Oslo's, as the dashboard counts them; bounds as instants keep the
  // (supplier_id, date) indexes usable.
  const column = sql.ref(dateColumnNames[criteria.dateColumn ?? 'COMPLETED_DATE']);
  return database
    .selectFrom('processed_units as unit')
    .innerJoin('suppliers as supplier', 'supplier.id', 'unit.supplier_id')
    .select([
      'unit.id',
      ...processedUnitColumns.map((column) => `unit.${column}` as const),
      'supplier.company as supplier_company',
    ])
    .where('unit.supplier_id', 'in', supplierIds)
    .$if(Boolean(criteria.serialPrefix), (query) =>
      query.where((eb) =>
        eb.or(
          serialPrefixPatternsOf(criteria.serialPrefix ?? '').map((pattern) =>
            eb('unit.serial_number', 'like', pattern),
          ),
        ),
      ),
    )
    .$if(Boolean(criteria.category), (query) =>
      query.where('unit.category', '=', criteria.category ?? ''),
    )
    .$if(Boolean(criteria.outcomes?.length), (query) =>
      query.where('unit.outcome', 'in', [...(criteria.outcomes ?? [])]),
    )
    .$if(Boolean(criteria.from), (query) =>
      query.where(
        sql<boolean>`${column} >= (${criteria.from}::date::timestamp at time zone ${businessTimeZone})`,
      ),
    )
    .$if(Boolean(criteria.to), (query) =>
      query.where(
        sql<boolean>`${column} < ((${criteria.to}::date + 1)::timestamp at time zone ${businessTimeZone})`,
      ),
    );
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
  criteria: UnitSearchCriteria,
  order: ListOrder<UnitSearchSort>,
) {
  return unitsMatching(database, supplierIds, criteria).$call(
    sortedBy(unitSearchSortColumns, sql`unit.id`, order),
  );
}

/** One page of the units the search finds, and how many there are. */
export async function pageUnitSearch(
  database: Database,
  supplierIds: string[],
  criteria: UnitSearchCriteria,
  list: ListArguments<UnitSearchSort>,
): Promise<{ units: ProcessedUnitModel[]; total: number }> {
  const { rows, total } = await pageOf(
    database,
    sortedUnitSearch(database, supplierIds, criteria, list),
    list,
  );
  return { units: rows, total };
}

/** The export's reader of the same search. */
export function unitSearchReader(
  supplierIds: string[],
  criteria: UnitSearchCriteria,
  order: ListOrder<UnitSearchSort>,
) {
  return (source: Database, offset: number, limit: number): Promise<ProcessedUnitModel[]> =>
    sortedUnitSearch(source, supplierIds, criteria, order).limit(limit).offset(offset).execute();
}

/**
 * Units by serial number prefix, the first `limit` in byte order: one walk of the prefix index
 * per company and spelling, in the index's own order (USING ~<~, text_pattern_ops, the same order
 * as collate "C"), stopped after `limit` rows, so a short prefix among millions of units costs the
 * same as a long one. The patterns are parameters of their own (not rows of a join) so the planner
 * turns each LIKE into an index range.
 */
export async function searchUnitsBySerialPrefix(
  database: Database,
  supplierIds: string[],
  serialPrefix: string,
  limit: number,
): Promise<(ProcessedUnitModel & { supplier_id: string })[]> {
  const walks = supplierIds.flatMap((supplierId) =>
    serialPrefixPatternsOf(serialPrefix).map(
      (pattern) => sql`(
        select unit.id, unit.supplier_id, ${sql.join(
          processedUnitColumns.map((column) => sql.ref(`unit.${column}`)),
        )}
        from processed_units as unit
        where unit.supplier_id = ${supplierId} and unit.serial_number like ${pattern}
        order by unit.serial_number using ~<~
        limit ${limit})`,
    ),
  );
  if (!walks.length) return [];
  const { rows } = await sql<ProcessedUnitModel & { supplier_id: string }>`
    select found.*, supplier.company as supplier_company
    from (${sql.join(walks, sql` union all `)}) as found
    join suppliers as supplier on supplier.id = found.supplier_id
    order by found.serial_number using ~<~, found.id
    limit ${limit}`.execute(database);
  return rows;
}
