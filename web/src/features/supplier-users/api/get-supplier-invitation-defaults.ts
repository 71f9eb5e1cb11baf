import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetSupplierInvitationDefaultsDocument } from '../../../shared/graphql/generated/graphql';

/** Whether a new user gets report access unless the admin unticks it (the provider's default). */
export function useSupplierInvitationDefaults() {
  return useQuery({
    queryKey: ['supplier-users', 'invitation-defaults'],
    queryFn: () => request(GetSupplierInvitationDefaultsDocument, {}),
    select: (answer) => answer.get_supplier_invitation_defaults,
  });
}
