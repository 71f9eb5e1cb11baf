/** Kinds in the order their results are listed after the exact matches. */
const searchResultKinds = ['UNIT', 'JOB', 'CERTIFICATE', 'SETTLEMENT', 'REPORT'] as const;
type SearchResultKind = (typeof searchResultKinds)[number];

export const reportKinds = [
  'COMPLETE',
  'HIGH_LEVEL',
  'CERTIFICATE_OF_DESTRUCTION',
  'SUSTAINABILITY',
] as const;

/** At most this many results of each kind: a palette to jump from, not a list to page. */
export const searchLimitPerKind = 5;

export const minimumSearchTextLength = 2;
export const maximumSearchTextLength = 100;

export interface SearchResultModel {
  kind: SearchResultKind;
  label: string;
  secondary_text: string | null;
  day: string | null;
  exact: boolean;
  target_id: string;
  supplier_id: string | null;
  settlement_period_type: string | null;
}

/** Byte order, as the numbers' prefix indexes sort them. */
function compareLabels(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Exact matches first, then by kind (unit, job, certificate, settlement, report) and label;
 * at most searchLimitPerKind of each kind.
 */
export function rankSearchResults(results: SearchResultModel[]): SearchResultModel[] {
  const kindOrder = (kind: SearchResultKind) => searchResultKinds.indexOf(kind);
  const sorted = [...results].sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      kindOrder(a.kind) - kindOrder(b.kind) ||
      compareLabels(a.label, b.label) ||
      compareLabels(a.target_id, b.target_id),
  );
  const perKind = new Map<SearchResultKind, number>();
  return sorted.filter((result) => {
    const count = perKind.get(result.kind) ?? 0;
    perKind.set(result.kind, count + 1);
    return count < searchLimitPerKind;
  });
}
