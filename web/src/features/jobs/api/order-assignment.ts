import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  OrderAssignmentDocument,
  type OrderAssignmentMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { jobQueryKey } from './get-job';
import { jobsQueryKey } from './get-jobs';

/** Orders a pickup or delivery; the overview and the job pages show it afterwards. */
export function useOrderAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: OrderAssignmentMutationVariables) =>
      request(OrderAssignmentDocument, variables),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
        queryClient.invalidateQueries({ queryKey: jobQueryKey }),
      ]),
  });
}
