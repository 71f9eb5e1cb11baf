import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  DeactivateSupplierUserDocument,
  GetSupplierUsersDocument,
  InviteSupplierUserDocument,
  ResendInvitationDocument,
  type InviteSupplierUserMutationVariables,
} from '../../../shared/graphql/generated/graphql';

const usersKey = ['supplier-users'] as const;

export function useSupplierUsers() {
  return useQuery({ queryKey: usersKey, queryFn: () => request(GetSupplierUsersDocument) });
}

/** The page's mutations; each refreshes the list when it succeeds. */
export function useSupplierUserActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: usersKey });
  const invite = useMutation({
    mutationFn: (variables: InviteSupplierUserMutationVariables) =>
      request(InviteSupplierUserDocument, variables),
    onSuccess,
  });
  const resend = useMutation({
    mutationFn: (userId: string) => request(ResendInvitationDocument, { user_id: userId }),
    onSuccess,
  });
  const deactivate = useMutation({
    mutationFn: (userId: string) => request(DeactivateSupplierUserDocument, { user_id: userId }),
    onSuccess,
  });
  return { invite, resend, deactivate };
}
