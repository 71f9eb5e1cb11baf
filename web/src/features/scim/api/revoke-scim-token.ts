import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { RevokeScimTokenDocument } from '../../../shared/graphql/generated/graphql';
import { scimProvisioningQueryKey } from './get-scim-provisioning';

export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => request(RevokeScimTokenDocument, { token_id: tokenId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimProvisioningQueryKey }),
  });
}
