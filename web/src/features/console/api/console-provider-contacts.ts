import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleAssignCustomerContactDocument,
  ConsoleCustomerContactsDocument,
  ConsoleProviderContactsDocument,
  ConsoleSaveProviderContactDocument,
  ConsoleUnassignCustomerContactDocument,
  type ConsoleAssignCustomerContactMutationVariables,
  type ConsoleProviderContactsQueryVariables,
  type ConsoleSaveProviderContactMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

/** Contacts and customers' contacts share a key: a change to one refreshes the other. */
const consoleContactsKey = ['console', 'contacts'] as const;

export function useConsoleProviderContacts(variables: ConsoleProviderContactsQueryVariables) {
  return useQuery({
    queryKey: [...consoleContactsKey, 'list', variables],
    queryFn: () => consoleRequest(ConsoleProviderContactsDocument, variables),
    placeholderData: keepPreviousData,
  });
}

export function useConsoleCustomerContacts(customerId: string) {
  return useQuery({
    queryKey: [...consoleContactsKey, 'customer', customerId],
    queryFn: () => consoleRequest(ConsoleCustomerContactsDocument, { customer_id: customerId }),
  });
}

/** Saving a contact, and assigning or unassigning one; each refreshes the contacts. */
export function useContactChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleContactsKey });
  return {
    save: useMutation({
      mutationFn: (variables: ConsoleSaveProviderContactMutationVariables) =>
        consoleRequest(ConsoleSaveProviderContactDocument, variables),
      onSettled: refresh,
    }),
    assign: useMutation({
      mutationFn: (variables: ConsoleAssignCustomerContactMutationVariables) =>
        consoleRequest(ConsoleAssignCustomerContactDocument, variables),
      onSettled: refresh,
    }),
    unassign: useMutation({
      mutationFn: (variables: ConsoleAssignCustomerContactMutationVariables) =>
        consoleRequest(ConsoleUnassignCustomerContactDocument, variables),
      onSettled: refresh,
    }),
  };
}
