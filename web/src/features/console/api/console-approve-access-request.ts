import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleApproveAccessRequestDocument,
  type ConsoleApproveAccessRequestMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleAccessRequestsKey } from './console-access-requests';
import { consoleRequest } from './console-request';

export function useApproveAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleApproveAccessRequestMutationVariables) =>
      consoleRequest(ConsoleApproveAccessRequestDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleAccessRequestsKey }),
  });
}
