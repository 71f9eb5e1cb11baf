import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { DeactivateSupplierUserDocument } from '../../../shared/graphql/generated/graphql';
import { supplierUsersQueryKey } from './get-supplier-user-page';

export function useDeactivateSupplierUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => request(DeactivateSupplierUserDocument, { user_id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierUsersQueryKey }),
  });
}
