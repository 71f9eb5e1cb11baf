import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  InviteSupplierUserDocument,
  type InviteSupplierUserMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { supplierUsersQueryKey } from './get-supplier-user-page';

export function useInviteSupplierUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: InviteSupplierUserMutationVariables) =>
      request(InviteSupplierUserDocument, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierUsersQueryKey }),
  });
}
