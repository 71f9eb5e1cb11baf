import type { SearchPortalQuery } from '../../../shared/graphql/generated/graphql';
import { isSettlementType, paths } from '../../../shared/routing/paths';

export type FoundResult = SearchPortalQuery['search_portal'][number];

/** A page of the portal's navigation, as the palette offers it. */
export interface SearchablePage {
  to: string;
  labelKey: string;
  needsReportAccess: boolean;
}

export type OptionGroup = 'PAGE' | FoundResult['kind'];

/** One choice in the palette: where it leads and what it shows. */
export interface SearchOption {
  id: string;
  group: OptionGroup;
  label: string;
  secondaryText: string | null;
  day: string | null;
  to: string;
}

/**
 * The options in groups, in the server's ranking: a group comes where its first result does (so
 * the group of an exact match leads), the portal's pages last.
 */
export function groupedOptions(
  options: SearchOption[],
): { group: OptionGroup; options: SearchOption[] }[] {
  const groups = new Map<OptionGroup, SearchOption[]>();
  for (const option of options.filter((candidate) => candidate.group !== 'PAGE')) {
    groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  }
  const pages = options.filter((option) => option.group === 'PAGE');
  if (pages.length) groups.set('PAGE', pages);
  return [...groups].map(([group, grouped]) => ({ group, options: grouped }));
}

/** Where a result opens: the unit's or job's page, or the list that shows it, filtered to it. */
export function pathOfResult(result: FoundResult): string {
  const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;
  switch (result.kind) {
    case 'UNIT':
      return paths.unit(result.target_id);
    case 'JOB':
      return paths.service(result.target_id);
    case 'CERTIFICATE':
      return `${paths.reportCertificates}${query({ q: result.label })}`;
    case 'SETTLEMENT': {
      const type = result.settlement_period_type ?? undefined;
      const tab = paths.settlements(isSettlementType(type) ? type : 'monthly');
      return `${tab}${query({ q: result.label, open: result.target_id })}`;
    }
    case 'REPORT':
      return paths.reports;
  }
}

/** Lower case without accents, so "rapp" finds "Rapporter" and "tehtav" finds "Tehtävät". */
function foldForMatching(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The pages whose name contains the text (all of them for no text). */
export function matchingPages(
  pages: { to: string; label: string }[],
  text: string,
): { to: string; label: string }[] {
  const wanted = foldForMatching(text.trim());
  return pages.filter((page) => foldForMatching(page.label).includes(wanted));
}

export function optionsOfResults(results: readonly FoundResult[]): SearchOption[] {
  return results.map((result) => ({
    id: `${result.kind}-${result.target_id}`,
    group: result.kind,
    label: result.label,
    secondaryText: result.secondary_text ?? null,
    day: result.day ?? null,
    to: pathOfResult(result),
  }));
}
