import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleAccessRequestsDocument,
  type ConsoleAccessRequestsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

/** The key of every page of the inbox; a decision refreshes them all. */
export const consoleAccessRequestsKey = ['console', 'access-requests'] as const;

export function useConsoleAccessRequests(variables: ConsoleAccessRequestsQueryVariables) {
  return useQuery({
    queryKey: [...consoleAccessRequestsKey, variables],
    queryFn: () => consoleRequest(ConsoleAccessRequestsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
