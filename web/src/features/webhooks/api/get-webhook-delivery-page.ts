import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetWebhookDeliveryPageDocument,
  type GetWebhookDeliveryPageQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { webhooksQueryKey } from './get-webhook-endpoints';

/**
 * A page of an endpoint's delivery log; the previous page stays on screen while the next loads,
 * and it refreshes every few seconds while a delivery is pending.
 */
export function useWebhookDeliveryPage(variables: GetWebhookDeliveryPageQueryVariables) {
  return useQuery({
    queryKey: [...webhooksQueryKey, 'deliveries', variables],
    queryFn: () => request(GetWebhookDeliveryPageDocument, variables),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.get_webhook_delivery_page.deliveries.some(
        (delivery) => delivery.status === 'PENDING',
      )
        ? 2_000
        : false,
  });
}
