import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetSettlementLinesDocument,
  type GetSettlementLinesQueryVariables,
} from '../../../shared/graphql/generated/graphql';

const settlementLinesQueryKey = ['settlements', 'lines'] as const;

/** A page of a settlement's lines; the previous page stays on screen while the next one loads. */
export function useSettlementLines(variables: GetSettlementLinesQueryVariables) {
  return useQuery({
    queryKey: [...settlementLinesQueryKey, variables],
    queryFn: () => request(GetSettlementLinesDocument, variables),
    placeholderData: keepPreviousData,
  });
}
