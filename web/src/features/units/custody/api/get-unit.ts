import { useQuery } from '@tanstack/react-query';
import { GraphQLRequestError, request } from '../../../../shared/graphql/client';
import { GetUnitDocument } from '../../../../shared/graphql/generated/graphql';

/** The key of every unit's custody record; the variables follow it. */
const unitQueryKey = ['unit-custody', 'unit'] as const;

/** One unit of the suppliers in scope with its chain of custody (NOT_FOUND for any other). */
export function useUnitCustody(id: string) {
  const variables = { id };
  return useQuery({
    queryKey: [...unitQueryKey, variables],
    queryFn: () => request(GetUnitDocument, variables),
    // Not found stays not found: no retries for it.
    retry: (count, error) =>
      count < 2 && !(error instanceof GraphQLRequestError && error.code === 'NOT_FOUND'),
  });
}
