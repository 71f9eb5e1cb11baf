import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleOpenHoldsDocument,
  type ConsoleOpenHoldsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleInboxKey } from './console-inbox-summary';
import { consoleRequest } from './console-request';

export function useConsoleOpenHolds(variables: ConsoleOpenHoldsQueryVariables) {
  return useQuery({
    queryKey: [...consoleInboxKey, 'open-holds', variables],
    queryFn: () => consoleRequest(ConsoleOpenHoldsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
