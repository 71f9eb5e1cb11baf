import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GraphQLRequestError, request } from '../../../shared/graphql/client';
import {
  GetAssignmentDefaultsDocument,
  GetJobDocument,
  GetJobsDocument,
  OrderAssignmentDocument,
  type GetJobsQueryVariables,
  type OrderAssignmentMutationVariables,
} from '../../../shared/graphql/generated/graphql';

const jobsKey = ['jobs'] as const;

export function useAssignmentDefaults() {
  return useQuery({
    queryKey: ['assignment-defaults'],
    queryFn: () => request(GetAssignmentDefaultsDocument),
  });
}

export function useOrderAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: OrderAssignmentMutationVariables) =>
      request(OrderAssignmentDocument, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}

/** A page of the overview; the previous page stays on screen while the next one loads. */
export function useJobs(variables: GetJobsQueryVariables) {
  return useQuery({
    queryKey: [...jobsKey, 'list', variables],
    queryFn: () => request(GetJobsDocument, variables),
    placeholderData: keepPreviousData,
  });
}

export function useJob(id: string) {
  return useQuery({
    queryKey: [...jobsKey, 'detail', id],
    queryFn: () => request(GetJobDocument, { id }),
    // Not found stays not found: no retries for it.
    retry: (count, error) =>
      count < 2 && !(error instanceof GraphQLRequestError && error.code === 'NOT_FOUND'),
  });
}
