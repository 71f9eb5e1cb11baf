import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetReportSubscriptionPageDocument,
  type GetReportSubscriptionPageQueryVariables,
} from '../../../shared/graphql/generated/graphql';

/** The regular reports' queries: creating, deleting or taking one over refreshes them. */
export const reportSubscriptionsQueryKey = ['reports', 'subscriptions'] as const;

/**
 * A page of the regular reports. Under the regular reports' key, so creating, deleting or taking
 * one over refreshes it; the previous page stays on screen while the next one loads.
 */
export function useReportSubscriptionPage(variables: GetReportSubscriptionPageQueryVariables) {
  return useQuery({
    queryKey: [...reportSubscriptionsQueryKey, 'page', variables],
    queryFn: () => request(GetReportSubscriptionPageDocument, variables),
    placeholderData: keepPreviousData,
  });
}
