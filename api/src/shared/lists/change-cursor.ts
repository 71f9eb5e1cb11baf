import { sql } from 'kysely';
import { DomainError } from '../errors.js';

/**
 * The opaque cursor of a feed read in change order (a row's last change time, then its id): a
 * system that polls with the cursor it was given last time gets each new row and each change
 * once. Shared by the feeds so every cursor is written, read and refused the same way.
 */

/** Where a page ended: the last row's change time (as the database has it, to the microsecond) and id. */
export interface ChangePosition {
  changedAt: string;
  id: string;
}

export function changeCursorOf(position: ChangePosition): string {
  return Buffer.from(JSON.stringify([position.changedAt, position.id])).toString('base64url');
}

/**
 * A time exactly as changeCursorOf writes it (UTC to the microsecond) on a real calendar day, so
 * the database never meets a time it cannot read ("1", 2026-02-30).
 */
function isCursorTime(text: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.exec(text);
  if (!match || Number(match[1]) < 1970) return false;
  const milliseconds = `${text.slice(0, 23)}Z`;
  const time = new Date(milliseconds);
  return !Number.isNaN(time.getTime()) && time.toISOString() === milliseconds;
}

/**
 * The position a cursor names. `isId` checks the id part as the feed's ids are (a uuid, a
 * number), so a forged cursor is the caller's mistake (400), never a database error.
 */
export function changePositionOf(cursor: string, isId: (id: string) => boolean): ChangePosition {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      typeof decoded[0] === 'string' &&
      isCursorTime(decoded[0]) &&
      typeof decoded[1] === 'string' &&
      isId(decoded[1])
    ) {
      return { changedAt: decoded[0], id: decoded[1] };
    }
  } catch {
    // Falls through to the error below: any text that is not our cursor is the caller's mistake.
  }
  throw new DomainError('BAD_USER_INPUT', 'after: not a cursor of this list.');
}

/** A change time as the cursor keeps it: UTC to the microsecond, the database's own precision. */
export function cursorTimeOf(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
