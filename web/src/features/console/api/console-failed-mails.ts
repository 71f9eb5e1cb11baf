import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleFailedMailsDocument,
  type ConsoleFailedMailsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleInboxKey } from './console-inbox-summary';
import { consoleRequest } from './console-request';

export function useConsoleFailedMails(variables: ConsoleFailedMailsQueryVariables) {
  return useQuery({
    queryKey: [...consoleInboxKey, 'failed-mails', variables],
    queryFn: () => consoleRequest(ConsoleFailedMailsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
