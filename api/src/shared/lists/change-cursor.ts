import { DomainError } from '../errors.js';
import { isUuid } from '../ids.js';

/**
 * The cursor of the provider's feeds (jobs, processing holds), which list rows in the order they
 * last changed: where a page ended, as the last row's change time (as the database has it, to
 * the microsecond) and id. Opaque to callers.
 */
export interface ChangePosition {
  changedAt: string;
  id: string;
}

export function changeCursorOf(position: ChangePosition): string {
  return Buffer.from(JSON.stringify([position.changedAt, position.id])).toString('base64url');
}

/**
 * A time exactly as the feeds write it (UTC to the microsecond) on a real calendar day, so the
 * database never meets a time it cannot read ("1", 2026-02-30).
 */
function isCursorTime(text: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.exec(text);
  if (!match || Number(match[1]) < 1970) return false;
  const milliseconds = `${text.slice(0, 23)}Z`;
  const time = new Date(milliseconds);
  return !Number.isNaN(time.getTime()) && time.toISOString() === milliseconds;
}

/** The position a cursor names; BAD_USER_INPUT for any other text. */
export function changePositionOf(cursor: string): ChangePosition {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      typeof decoded[0] === 'string' &&
      isCursorTime(decoded[0]) &&
      typeof decoded[1] === 'string' &&
      isUuid(decoded[1])
    ) {
      return { changedAt: decoded[0], id: decoded[1] };
    }
  } catch {
    // Falls through to the error below: any text that is not our cursor is the caller's mistake.
  }
  throw new DomainError('BAD_USER_INPUT', 'after: not a cursor of this list.');
}
