import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../../shared/graphql/client';
import {
  GetUnitSummaryDocument,
  type UnitSummaryFilter,
} from '../../../../shared/graphql/generated/graphql';

/** The key of every summary; the variables follow it. */
const unitSummaryQueryKey = ['unit-summary', 'summary'] as const;

/** The dashboard's figures; the previous figures stay on screen while the next ones load. */
export function useUnitSummary(filter: UnitSummaryFilter | null) {
  return useQuery({
    queryKey: [...unitSummaryQueryKey, { filter }],
    queryFn: () => request(GetUnitSummaryDocument, { filter: filter! }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
