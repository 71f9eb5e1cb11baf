import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  UpdatePasswordDocument,
  type UpdatePasswordMutationVariables,
} from '../../../shared/graphql/generated/graphql';

/** Sets a new password with a reset code; the answer carries a fresh token. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (variables: UpdatePasswordMutationVariables) =>
      request(UpdatePasswordDocument, variables),
  });
}
