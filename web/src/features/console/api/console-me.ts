import { useQuery } from '@tanstack/react-query';
import { ConsoleMeDocument } from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

/** The signed-in staff member: name, role and when the session ends. */
export function useConsoleMe() {
  return useQuery({
    queryKey: ['console', 'me'],
    queryFn: () => consoleRequest(ConsoleMeDocument),
  });
}
