import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { ResendInvitationDocument } from '../../../shared/graphql/generated/graphql';
import { supplierUsersQueryKey } from './get-supplier-user-page';

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => request(ResendInvitationDocument, { user_id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierUsersQueryKey }),
  });
}
