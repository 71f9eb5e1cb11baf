import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleRejectAccessRequestDocument,
  type ConsoleRejectAccessRequestMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleAccessRequestsKey } from './console-access-requests';
import { consoleRequest } from './console-request';

export function useRejectAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleRejectAccessRequestMutationVariables) =>
      consoleRequest(ConsoleRejectAccessRequestDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleAccessRequestsKey }),
  });
}
