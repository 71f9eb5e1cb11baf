import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetEvidencePacksDocument,
  type EvidencePackFieldsFragment,
} from '../../../shared/graphql/generated/graphql';

/** How often a list with packs in the making asks for their progress. */
const progressPollMilliseconds = 1_500;

export const evidencePacksPageSize = 20;

function isPackInProgress(pack: Pick<EvidencePackFieldsFragment, 'status'>): boolean {
  return pack.status === 'QUEUED' || pack.status === 'GENERATING';
}

/** One page of packs, polled while any on it is in the making. */
export function useEvidencePacks(page: number) {
  return useQuery({
    queryKey: ['evidence-packs', 'list', page] as const,
    queryFn: () => request(GetEvidencePacksDocument, { page, page_size: evidencePacksPageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.get_evidence_packs.packs.some(isPackInProgress)
        ? progressPollMilliseconds
        : false,
  });
}

/** Every pack, page by page (the export writes exactly what the list holds). */
export async function fetchAllEvidencePacks(): Promise<EvidencePackFieldsFragment[]> {
  const packs: EvidencePackFieldsFragment[] = [];
  for (let page = 1; ; page += 1) {
    const { get_evidence_packs: result } = await request(GetEvidencePacksDocument, {
      page,
      page_size: 100,
    });
    packs.push(...result.packs);
    if (!result.packs.length || packs.length >= result.total) return packs;
  }
}
