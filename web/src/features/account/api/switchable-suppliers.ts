import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { SwitchableSuppliersDocument } from '../../../shared/graphql/generated/graphql';

const switchableSuppliersQueryKey = ['account', 'switchable-suppliers'] as const;

export function useSwitchableSuppliers(enabled = true) {
  return useQuery({
    queryKey: switchableSuppliersQueryKey,
    queryFn: () => request(SwitchableSuppliersDocument),
    enabled,
  });
}
