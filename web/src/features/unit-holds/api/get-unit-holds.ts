import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetUnitHoldsDocument,
  type GetUnitHoldsQueryVariables,
} from '../../../shared/graphql/generated/graphql';

/** The key of every page of the holds; an answer refreshes them all. */
export const unitHoldsQueryKey = ['unit-holds', 'list'] as const;

/** A page of the holds; the previous page stays on screen while the next one loads. */
export function useUnitHolds(variables: GetUnitHoldsQueryVariables) {
  return useQuery({
    queryKey: [...unitHoldsQueryKey, variables],
    queryFn: () => request(GetUnitHoldsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
