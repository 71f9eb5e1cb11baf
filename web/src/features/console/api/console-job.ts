import { useQuery } from '@tanstack/react-query';
import { ConsoleJobDocument } from '../../../shared/graphql/generated/graphql';
import { consoleJobsKey } from './console-jobs';
import { consoleRequest } from './console-request';

/** One job's details; under the board's key, so a status change refreshes them too. */
export function useConsoleJob(id: string) {
  return useQuery({
    queryKey: [...consoleJobsKey, 'details', id],
    queryFn: () => consoleRequest(ConsoleJobDocument, { id }),
    select: (answer) => answer.console_job,
  });
}
