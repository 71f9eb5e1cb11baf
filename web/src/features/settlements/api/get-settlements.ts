import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetSettlementsDocument,
  type SettlementListType,
} from '../../../shared/graphql/generated/graphql';

/** The key of every settlements tab; the variables follow it. */
const settlementsQueryKey = ['settlements', 'list'] as const;

export function useSettlements(type: SettlementListType) {
  const variables = { type };
  return useQuery({
    queryKey: [...settlementsQueryKey, variables],
    queryFn: () => request(GetSettlementsDocument, variables),
  });
}
