import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { CreateScimTokenDocument } from '../../../shared/graphql/generated/graphql';
import { scimProvisioningQueryKey } from './get-scim-provisioning';

export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request(CreateScimTokenDocument, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimProvisioningQueryKey }),
  });
}
