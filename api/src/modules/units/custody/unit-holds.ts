import type { Database } from '../../../database/connections.js';

/** A processing hold of a unit, as its chain of custody tells it. */
export interface UnitHoldEntry {
  id: string;
  reason: string;
  note: string | null;
  state: string;
  placed_at: Date;
  respond_by: Date;
  answered_at: Date | null;
  /** The name of the user who answered (null when unanswered, or the user is gone). */
  answered_by: string | null;
  answer_note: string | null;
  changed_at: Date;
}

/**
 * Every hold of the unit, oldest first: each is a step of its way through the facility (held,
 * then released or to be destroyed), so the custody record and the certificate list them all.
 */
export async function holdsOfUnit(database: Database, unitId: string): Promise<UnitHoldEntry[]> {
  return database
    .selectFrom('unit_holds as hold')
    .leftJoin('users as answerer', 'answerer.id', 'hold.answered_by')
    .select([
      'hold.id',
      'hold.reason',
      'hold.note',
      'hold.state',
      'hold.placed_at',
      'hold.respond_by',
      'hold.answered_at',
      'hold.answer_note',
      'hold.changed_at',
    ])
    .select((eb) =>
      eb
        .case()
        .when('answerer.id', 'is not', null)
        .then(
          eb.fn<string>('concat_ws', [eb.val(' '), 'answerer.first_name', 'answerer.last_name']),
        )
        .else(null)
        .end()
        .as('answered_by'),
    )
    .where('hold.unit_id', '=', unitId)
    .orderBy('hold.placed_at')
    .orderBy('hold.id')
    .execute();
}
