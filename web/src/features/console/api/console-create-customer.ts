import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleCreateCustomerDocument,
  type ConsoleNewCustomerInput,
} from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

/** Creates a customer; the list (and a master's group count) is read again. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: ConsoleNewCustomerInput) =>
      consoleRequest(ConsoleCreateCustomerDocument, { customer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleCustomersKey }),
  });
}
