import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetWebhookEndpointsDocument } from '../../../shared/graphql/generated/graphql';

/** The key of everything on the webhooks page; any change refreshes it all. */
export const webhooksQueryKey = ['webhooks'] as const;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: [...webhooksQueryKey, 'endpoints'],
    queryFn: () => request(GetWebhookEndpointsDocument),
  });
}
