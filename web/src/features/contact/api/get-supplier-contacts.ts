import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetSupplierContactsDocument } from '../../../shared/graphql/generated/graphql';

const supplierContactsQueryKey = ['contact', 'supplier-contacts'] as const;

export function useSupplierContacts() {
  return useQuery({
    queryKey: supplierContactsQueryKey,
    queryFn: () => request(GetSupplierContactsDocument),
  });
}
