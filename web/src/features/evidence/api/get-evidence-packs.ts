import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetEvidencePacksDocument,
  type EvidencePackFieldsFragment,
} from '../../../shared/graphql/generated/graphql';

/** How often a list with packs in the making asks for their progress. */
const progressPollMilliseconds = 1_500;

export const evidencePacksPageSize = 20;

export function isPackInProgress(pack: Pick<EvidencePackFieldsFragment, 'status'>): boolean {
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
