import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleSetCustomerReportAccessDefaultDocument,
  type ConsoleSetCustomerReportAccessDefaultMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

export function useSetCustomerReportAccessDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleSetCustomerReportAccessDefaultMutationVariables) =>
      consoleRequest(ConsoleSetCustomerReportAccessDefaultDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleCustomersKey }),
  });
}
