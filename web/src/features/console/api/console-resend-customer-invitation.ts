import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleResendCustomerInvitationDocument,
  type ConsoleResendCustomerInvitationMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

export function useResendCustomerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleResendCustomerInvitationMutationVariables) =>
      consoleRequest(ConsoleResendCustomerInvitationDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleCustomersKey }),
  });
}
