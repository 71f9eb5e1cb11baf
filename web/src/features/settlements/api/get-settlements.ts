import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetSettlementsDocument,
  type GetSettlementsQueryVariables,
} from '../../../shared/graphql/generated/graphql';

/** The key of every settlements tab; the variables follow it. */
const settlementsQueryKey = ['settlements', 'list'] as const;

/** A page of a tab; the previous page stays on screen while the next one loads. */
export function useSettlements(variables: GetSettlementsQueryVariables) {
  return useQuery({
    queryKey: [...settlementsQueryKey, variables],
    queryFn: () => request(GetSettlementsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
