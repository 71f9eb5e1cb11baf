import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  CreateReportSubscriptionDocument,
  type ReportSubscriptionInput,
} from '../../../shared/graphql/generated/graphql';
import { reportSubscriptionsQueryKey } from './get-report-subscription-page';

export function useCreateReportSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportSubscriptionInput) =>
      request(CreateReportSubscriptionDocument, { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSubscriptionsQueryKey }),
  });
}
