import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { containsPattern, pageOf } from '../../shared/lists/list-arguments.js';
import { holdRowsOfEveryCustomer } from './hold-list.js';

/**
 * The holds waiting for customers' answers, across every customer of the country: the longest
 * overdue first, then the next to fall due (the account manager's calls of the day). Found by
 * serial number, job number, model or customer.
 */
function openHoldsForConsole(database: Database, filter: { text?: string | null | undefined }) {
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
  return query.orderBy(sql`hold.respond_by`).orderBy(sql`hold.id`);
}

export function pageOpenHoldsForConsole(
  database: Database,
  filter: { text?: string | null | undefined },
  page: { page: number; pageSize: number },
) {
  return pageOf(database, openHoldsForConsole(database, filter), page);
}

/** The export's reader of the same list. */
export function openHoldsForConsoleReader(filter: { text?: string | null | undefined }) {
  return (source: Database, offset: number, limit: number) =>
    openHoldsForConsole(source, filter).limit(limit).offset(offset).execute();
}
