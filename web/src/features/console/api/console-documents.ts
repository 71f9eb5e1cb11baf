import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleDocumentsDocument,
  type ConsoleDocumentsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

/** The key of every page of the library; an upload or a retirement refreshes them all. */
export const consoleDocumentsKey = ['console', 'documents'] as const;

export function useConsoleDocuments(variables: ConsoleDocumentsQueryVariables) {
  return useQuery({
    queryKey: [...consoleDocumentsKey, variables],
    queryFn: () => consoleRequest(ConsoleDocumentsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
