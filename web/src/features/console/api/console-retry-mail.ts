import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleRetryMailDocument,
  type ConsoleRetryMailMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleInboxKey } from './console-inbox-summary';
import { consoleRequest } from './console-request';

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleRetryMailMutationVariables) =>
      consoleRequest(ConsoleRetryMailDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleInboxKey }),
  });
}
