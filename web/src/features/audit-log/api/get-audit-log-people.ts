import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetAuditLogPeopleDocument } from '../../../shared/graphql/generated/graphql';

/** The filters' choices: the people in the log of the scope and the group's companies. */
export function useAuditLogPeople(supplierId: string | null) {
  return useQuery({
    queryKey: ['audit-log', 'people', supplierId],
    queryFn: () => request(GetAuditLogPeopleDocument, { supplier_id: supplierId }),
  });
}
