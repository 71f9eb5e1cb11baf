import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleAdvanceJobDocument,
  type ConsoleAdvanceJobMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleInboxKey } from './console-inbox-summary';
import { consoleJobsKey } from './console-jobs';
import { consoleRequest } from './console-request';

export function useAdvanceJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleAdvanceJobMutationVariables) =>
      consoleRequest(ConsoleAdvanceJobDocument, variables),
    // The board, a job's details and the inbox's count of new orders all follow a move.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleJobsKey }),
        queryClient.invalidateQueries({ queryKey: consoleInboxKey }),
      ]),
  });
}
