import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleJobsDocument,
  type ConsoleJobsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

/** The key of every page of the board; a status change refreshes them all. */
export const consoleJobsKey = ['console', 'jobs'] as const;

export function useConsoleJobs(variables: ConsoleJobsQueryVariables) {
  return useQuery({
    queryKey: [...consoleJobsKey, variables],
    queryFn: () => consoleRequest(ConsoleJobsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
