import { notFound } from '../../shared/errors.js';

/**
 * A hold is answered only by who sees it in get_unit_holds: every id asked for must have been
 * found in the viewer's scope, else the whole answer is NOT_FOUND (another company's hold looks
 * exactly like no hold).
 */
export function assertHoldsInScope(
  requestedIds: readonly string[],
  found: readonly { id: string }[],
): void {
  const foundIds = new Set(found.map((hold) => hold.id));
  if (!requestedIds.every((id) => foundIds.has(id))) throw notFound();
}
