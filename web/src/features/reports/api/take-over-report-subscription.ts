import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { TakeOverReportSubscriptionDocument } from '../../../shared/graphql/generated/graphql';
import { reportSubscriptionsQueryKey } from './get-report-subscription-page';

export function useTakeOverReportSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      request(TakeOverReportSubscriptionDocument, { subscription_id: subscriptionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSubscriptionsQueryKey }),
  });
}
