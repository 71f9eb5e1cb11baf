import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTokenActions } from '../../../shared/auth/use-token';
import { request } from '../../../shared/graphql/client';
import {
  AccountProfileDocument,
  AuthSwapDocument,
  SwitchableSuppliersDocument,
  UpdateUserInformationDocument,
  type UpdateUserInformationMutationVariables,
} from '../../../shared/graphql/generated/graphql';

export const accountProfileKey = ['account-profile'] as const;

export function useAccountProfile() {
  return useQuery({ queryKey: accountProfileKey, queryFn: () => request(AccountProfileDocument) });
}

export function useUpdateUserInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateUserInformationMutationVariables) =>
      request(UpdateUserInformationDocument, variables),
    // The user menu and the language it follows read the user too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useSwitchableSuppliers(enabled = true) {
  return useQuery({
    queryKey: ['switchable-suppliers'],
    queryFn: () => request(SwitchableSuppliersDocument),
    enabled,
  });
}

/**
 * Switches to another supplier of the group. Storing the new token goes to /unit-summary and
 * starts a fresh cache (ProtectedShell keys it by session and supplier); the previous
 * supplier's cached data is dropped as well.
 */
export function useSupplierSwap() {
  const queryClient = useQueryClient();
  const { setToken } = useTokenActions();
  return useMutation({
    mutationFn: (supplierId: string) => request(AuthSwapDocument, { supplier_id: supplierId }),
    onSuccess: (data) => {
      const token = data.auth_swap.token;
      if (!token) return;
      setToken(token);
      queryClient.clear();
    },
  });
}
