import { useQuery } from '@tanstack/react-query';
import { request } from '../../../../shared/graphql/client';
import { GetSuppliersDocument } from '../../../../shared/graphql/generated/graphql';

const suppliersQueryKey = ['unit-summary', 'suppliers'] as const;

export function useSuppliers() {
  return useQuery({
    queryKey: suppliersQueryKey,
    queryFn: () => request(GetSuppliersDocument),
    staleTime: 5 * 60_000,
  });
}
