import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetAuditLogDocument,
  type GetAuditLogQueryVariables,
} from '../../../shared/graphql/generated/graphql';

const auditLogQueryKey = ['audit-log', 'list'] as const;

/** A page of the log; the previous page stays on screen while the next one loads. */
export function useAuditLog(variables: GetAuditLogQueryVariables) {
  return useQuery({
    queryKey: [...auditLogQueryKey, variables],
    queryFn: () => request(GetAuditLogDocument, variables),
    placeholderData: keepPreviousData,
  });
}
