import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetJobReconciliationDocument,
  type GetJobReconciliationQueryVariables,
} from '../../../shared/graphql/generated/graphql';

/** The key of every job's reconciliation; the variables follow it. */
export const jobReconciliationQueryKey = ['jobs', 'reconciliation'] as const;

/** A page of a job's reconciliation; the previous page stays on screen while the next loads. */
export function useJobReconciliation(variables: GetJobReconciliationQueryVariables) {
  return useQuery({
    queryKey: [...jobReconciliationQueryKey, variables],
    queryFn: () => request(GetJobReconciliationDocument, variables),
    placeholderData: keepPreviousData,
  });
}
