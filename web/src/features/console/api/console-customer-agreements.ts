import { useQuery } from '@tanstack/react-query';
import { ConsoleCustomerAgreementsDocument } from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

export function useConsoleCustomerAgreements(customerId: string) {
  return useQuery({
    queryKey: [...consoleCustomersKey, 'agreements', customerId],
    queryFn: () => consoleRequest(ConsoleCustomerAgreementsDocument, { customer_id: customerId }),
  });
}
