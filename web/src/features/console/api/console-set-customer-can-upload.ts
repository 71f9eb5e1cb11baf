import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleSetCustomerCanUploadDocument,
  type ConsoleSetCustomerCanUploadMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

export function useSetCustomerCanUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleSetCustomerCanUploadMutationVariables) =>
      consoleRequest(ConsoleSetCustomerCanUploadDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleCustomersKey }),
  });
}
