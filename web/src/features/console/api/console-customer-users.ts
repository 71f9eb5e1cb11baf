import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleCustomerUsersDocument,
  type ConsoleCustomerUsersQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

export function useConsoleCustomerUsers(variables: ConsoleCustomerUsersQueryVariables) {
  return useQuery({
    queryKey: [...consoleCustomersKey, 'users', variables],
    queryFn: () => consoleRequest(ConsoleCustomerUsersDocument, variables),
    placeholderData: keepPreviousData,
  });
}
