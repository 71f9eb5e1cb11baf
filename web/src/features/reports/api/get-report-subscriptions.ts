import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetReportSubscriptionsDocument } from '../../../shared/graphql/generated/graphql';

export const reportSubscriptionsQueryKey = ['reports', 'subscriptions'] as const;

export function useReportSubscriptions() {
  return useQuery({
    queryKey: reportSubscriptionsQueryKey,
    queryFn: () => request(GetReportSubscriptionsDocument),
  });
}
