import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetSupplierUsersDocument } from '../../../shared/graphql/generated/graphql';

export const supplierUsersQueryKey = ['supplier-users', 'list'] as const;

export function useSupplierUsers() {
  return useQuery({
    queryKey: supplierUsersQueryKey,
    queryFn: () => request(GetSupplierUsersDocument),
  });
}
