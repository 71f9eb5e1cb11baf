import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleAdvanceJobDocument,
  type ConsoleAdvanceJobMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleJobsKey } from './console-jobs';
import { consoleRequest } from './console-request';

export function useAdvanceJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleAdvanceJobMutationVariables) =>
      consoleRequest(ConsoleAdvanceJobDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleJobsKey }),
  });
}
