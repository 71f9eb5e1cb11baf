import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleDeactivateCustomerUserDocument,
  type ConsoleDeactivateCustomerUserMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

export function useDeactivateCustomerUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleDeactivateCustomerUserMutationVariables) =>
      consoleRequest(ConsoleDeactivateCustomerUserDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleCustomersKey }),
  });
}
