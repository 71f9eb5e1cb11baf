import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTokenActions } from '../../../shared/auth/use-token';
import { request } from '../../../shared/graphql/client';
import { AuthSwapDocument } from '../../../shared/graphql/generated/graphql';

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
