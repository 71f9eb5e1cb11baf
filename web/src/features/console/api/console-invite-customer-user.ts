import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleInviteCustomerUserDocument,
  type ConsoleInviteCustomerUserMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

export function useInviteCustomerUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleInviteCustomerUserMutationVariables) =>
      consoleRequest(ConsoleInviteCustomerUserDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleCustomersKey }),
  });
}
