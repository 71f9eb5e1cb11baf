import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetScimProvisioningDocument } from '../../../shared/graphql/generated/graphql';

/** The key of the provisioning page's data; creating or revoking a token refreshes it. */
export const scimProvisioningQueryKey = ['scim-provisioning'] as const;

export function useScimProvisioning() {
  return useQuery({
    queryKey: scimProvisioningQueryKey,
    queryFn: () => request(GetScimProvisioningDocument),
  });
}
