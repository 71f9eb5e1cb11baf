import { paths } from './paths';

/**
 * Where a unit's page was opened from, carried in its address (so a reload or a shared link keeps
 * the way back): a job's list of units, or the dashboard's serial search with its filters.
 */
export type UnitOrigin = { kind: 'job' } | { kind: 'search'; search: string };

const originParameter = 'from';
const searchParameter = 'search';

/** The unit's page, remembering where it was opened from. */
export function unitPathFrom(id: string, origin: UnitOrigin): string {
  const query = new URLSearchParams({ [originParameter]: origin.kind });
  if (origin.kind === 'search' && origin.search) query.set(searchParameter, origin.search);
  return `${paths.unit(id)}?${query.toString()}`;
}

/** The origin a unit's address names, if any. */
export function unitOriginOf(params: URLSearchParams): UnitOrigin | null {
  const from = params.get(originParameter);
  if (from === 'job') return { kind: 'job' };
  if (from === 'search') {
    // Only a query string is kept: the way back always leads to the dashboard itself.
    const search = (params.get(searchParameter) ?? '').replace(/^\?/, '').slice(0, 1000);
    return { kind: 'search', search };
  }
  return null;
}

/** The dashboard's serial search with the filters it was left with. */
export function serialSearchPath(search: string): string {
  return `${paths.unitSummary}${search ? `?${search}` : ''}#serial-search`;
}
