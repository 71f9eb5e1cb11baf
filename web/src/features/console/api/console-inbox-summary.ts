import { useQuery } from '@tanstack/react-query';
import { ConsoleInboxSummaryDocument } from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

/** The key of the inbox's counts and lists; a mail sent again refreshes them. */
export const consoleInboxKey = ['console', 'inbox'] as const;

export function useConsoleInboxSummary() {
  return useQuery({
    queryKey: [...consoleInboxKey, 'summary'],
    queryFn: () => consoleRequest(ConsoleInboxSummaryDocument, {}),
  });
}
