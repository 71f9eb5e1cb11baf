import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ConsoleFailingWebhookEndpointsDocument,
  type ConsoleFailingWebhookEndpointsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleInboxKey } from './console-inbox-summary';
import { consoleRequest } from './console-request';

export function useConsoleFailingWebhookEndpoints(
  variables: ConsoleFailingWebhookEndpointsQueryVariables,
) {
  return useQuery({
    queryKey: [...consoleInboxKey, 'failing-webhook-endpoints', variables],
    queryFn: () => consoleRequest(ConsoleFailingWebhookEndpointsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
