import { useQuery } from '@tanstack/react-query';
import { ConsoleCustomerDocument } from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

export function useConsoleCustomer(id: string) {
  return useQuery({
    queryKey: [...consoleCustomersKey, 'customer', id],
    queryFn: () => consoleRequest(ConsoleCustomerDocument, { id }),
  });
}
