import { useQuery } from '@tanstack/react-query';
import { GraphQLRequestError, request } from '../../../shared/graphql/client';
import { GetJobDocument } from '../../../shared/graphql/generated/graphql';

/** The key of every job's details; the variables follow it. */
export const jobQueryKey = ['jobs', 'detail'] as const;

export function useJob(id: string) {
  const variables = { id };
  return useQuery({
    queryKey: [...jobQueryKey, variables],
    queryFn: () => request(GetJobDocument, variables),
    // Not found stays not found: no retries for it.
    retry: (count, error) =>
      count < 2 && !(error instanceof GraphQLRequestError && error.code === 'NOT_FOUND'),
  });
}
