import { isUuid } from '../../shared/ids.js';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  changeCursorOf,
  changePositionOf,
  cursorTimeOf,
} from '../../shared/lists/change-cursor.js';
import type { UnitHoldState } from './unit-hold-model.js';

/**
 * The processing holds as the provider's own systems read them: every supplier's holds of the
 * country in the order they last changed (placed, corrected, answered), so a system that polls
 * with the cursor it was given last time learns of each answer once.
 */

export const providerHoldPageSizes = { default: 100, maximum: 500 } as const;

export interface ProviderHoldFilter {
  state?: UnitHoldState | undefined;
  /** Holds changed at or after this time. */
  changedSince?: Date | undefined;
  /** The `next_cursor` of the previous page. */
  after?: string | undefined;
  limit: number;
}

/** A time inside JSON as the rest of the answer writes times: UTC, to the millisecond. */
const utcIso = (column: string) =>
  sql<
    string | null
  >`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One page of holds, oldest change first; `next_cursor` as the jobs feed hands it. */
export async function pageHoldsForProvider(database: Database, filter: ProviderHoldFilter) {
  const position = filter.after === undefined ? undefined : changePositionOf(filter.after, isUuid);
  let query = database
    .selectFrom('unit_holds as hold')
    .innerJoin('processed_units as unit', 'unit.id', 'hold.unit_id')
    .select([
      'hold.id',
      'hold.supplier_id',
      sql<string>`hold.unit_id::text`.as('unit_id'),
      'unit.serial_number',
      'unit.job_number',
      'hold.reason',
      'hold.note',
      'hold.value_at_stake',
      'hold.state',
      utcIso('hold.placed_at').as('placed_at'),
      utcIso('hold.respond_by').as('respond_by'),
      utcIso('hold.answered_at').as('answered_at'),
      'hold.answer_note',
      cursorTimeOf('hold.changed_at').as('changed_at'),
    ]);
  if (filter.state) query = query.where('hold.state', '=', filter.state);
  if (filter.changedSince) query = query.where('hold.changed_at', '>=', filter.changedSince);
  if (position) {
    query = query.where(
      sql<boolean>`(hold.changed_at, hold.id) > (${position.changedAt}::timestamptz, ${position.id}::uuid)`,
    );
  }
  const rows = await query
    .orderBy('hold.changed_at')
    .orderBy('hold.id')
    .limit(filter.limit + 1)
    .execute();
  const holds = rows.slice(0, filter.limit);
  const last = holds.at(-1);
  return {
    holds: holds.map((hold) => ({
      ...hold,
      value_at_stake: hold.value_at_stake === null ? null : Number(hold.value_at_stake),
      // The time written to the millisecond, as every time of the answer.
      changed_at: `${hold.changed_at.slice(0, 23)}Z`,
    })),
    has_more: rows.length > filter.limit,
    next_cursor: last
      ? changeCursorOf({ changedAt: last.changed_at, id: last.id })
      : (filter.after ?? null),
  };
}
