import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleCustomerAgreementsDocument,
  type ConsoleCustomerAgreementsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleCustomersKey } from './console-customers';
import { consoleRequest } from './console-request';

/** Under the customers' key, which a recorded agreement invalidates (useAddAgreement). */
export function useConsoleCustomerAgreements(variables: ConsoleCustomerAgreementsQueryVariables) {
  return useQuery({
    queryKey: [...consoleCustomersKey, 'agreements', variables],
    queryFn: () => consoleRequest(ConsoleCustomerAgreementsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
