import { useMutation } from '@tanstack/react-query';
import {
  ConsoleViewAsCustomerDocument,
  type ConsoleViewAsCustomerMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

/** "See as this customer": the view's one-time code for the tab that shows it, and its end. */
export function useViewAsCustomer() {
  return useMutation({
    mutationFn: (variables: ConsoleViewAsCustomerMutationVariables) =>
      consoleRequest(ConsoleViewAsCustomerDocument, variables),
  });
}
