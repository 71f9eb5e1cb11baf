import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { textSort } from '../../shared/lists/list-collation.js';
import { holdRowsOfEveryCustomer } from './hold-list.js';

export const consoleOpenHoldSorting = {
  sorts: ['respond_by', 'customer', 'serial_number', 'placed_at', 'value_at_stake'],
  defaultSort: 'respond_by',
  defaultDirection: 'ASC',
} as const satisfies ListSorting<string>;
export type ConsoleOpenHoldSort = (typeof consoleOpenHoldSorting.sorts)[number];

interface ConsoleOpenHoldFilter {
  text?: string | null | undefined;
}

/**
 * The holds waiting for customers' answers, across every customer of the country: by default the
 * longest overdue first, then the next to fall due (the account manager's calls of the day).
 * Found by serial number, job number, model or customer.
 */
function openHoldsForConsole(
  database: Database,
  filter: ConsoleOpenHoldFilter,
  order: ListOrder<ConsoleOpenHoldSort>,
) {
  let query = holdRowsOfEveryCustomer(database).where('hold.state', '=', 'open');
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('unit.serial_number', 'ilike', pattern),
        eb('unit.job_number', 'ilike', pattern),
        eb('unit.model', 'ilike', pattern),
        eb('suppliers.company', 'ilike', pattern),
      ]),
    );
  }
  return sortedBy(
    {
      respond_by: sql`hold.respond_by`,
      customer: textSort(sql.ref('suppliers.company')),
      serial_number: sql`unit.serial_number`,
      placed_at: sql`hold.placed_at`,
      value_at_stake: sql`hold.value_at_stake`,
    },
    sql.ref('hold.id'),
    order,
  )(query);
}

export function pageOpenHoldsForConsole(
  database: Database,
  filter: ConsoleOpenHoldFilter,
  list: ListOrder<ConsoleOpenHoldSort> & { page: number; pageSize: number },
) {
  return pageOf(database, openHoldsForConsole(database, filter, list), list);
}

/** The export's reader of the same list. */
export function openHoldsForConsoleReader(
  filter: ConsoleOpenHoldFilter,
  order: ListOrder<ConsoleOpenHoldSort>,
) {
  return (source: Database, offset: number, limit: number) =>
    openHoldsForConsole(source, filter, order).limit(limit).offset(offset).execute();
}
