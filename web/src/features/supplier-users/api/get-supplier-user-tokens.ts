import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetSupplierUserTokensDocument } from '../../../shared/graphql/generated/graphql';

/**
 * The API and SCIM tokens a user created that keep working after they are deactivated; asked
 * while the deactivation is being confirmed (userId null: nothing asked).
 */
export function useSupplierUserTokens(userId: string | null) {
  return useQuery({
    queryKey: ['supplier-users', 'tokens', userId],
    queryFn: () => request(GetSupplierUserTokensDocument, { user_id: userId ?? '' }),
    enabled: userId !== null,
    // Always counted afresh: a token may have been created or revoked since.
    staleTime: 0,
    gcTime: 0,
  });
}
