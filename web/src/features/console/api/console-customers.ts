import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleCustomersDocument,
  type ConsoleCustomersQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

/**
 * The key of everything the console knows of customers: the list, each customer and its users.
 * An invitation, a deactivation or a changed setting refreshes them all (the list counts users).
 */
export const consoleCustomersKey = ['console', 'customers'] as const;

export function useConsoleCustomers(variables: ConsoleCustomersQueryVariables) {
  return useQuery({
    queryKey: [...consoleCustomersKey, 'list', variables],
    queryFn: () => consoleRequest(ConsoleCustomersDocument, variables),
    placeholderData: keepPreviousData,
  });
}
