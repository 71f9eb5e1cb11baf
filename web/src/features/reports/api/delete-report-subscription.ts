import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { DeleteReportSubscriptionDocument } from '../../../shared/graphql/generated/graphql';
import { reportSubscriptionsQueryKey } from './get-report-subscription-page';

export function useDeleteReportSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(DeleteReportSubscriptionDocument, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSubscriptionsQueryKey }),
  });
}
