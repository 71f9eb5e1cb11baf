import { useMutation } from '@tanstack/react-query';
import { startMicrosoftSignIn } from '../../../shared/auth/microsoft-sign-in';
import { request } from '../../../shared/graphql/client';
import {
  RegisterInvitedUserDocument,
  type RegisterInvitedUserMutationVariables,
} from '../../../shared/graphql/generated/graphql';

const register = (variables: RegisterInvitedUserMutationVariables) =>
  request(RegisterInvitedUserDocument, variables);

/** Completes the registration with a password; the answer carries the new user's token. */
export function useRegisterInvitedUser() {
  return useMutation({ mutationFn: register });
}

/** Saves the profile, then goes to Microsoft; the sign-in there completes the registration. */
export function useRegisterInvitedMicrosoftUser() {
  return useMutation({
    mutationFn: async (variables: RegisterInvitedUserMutationVariables) => {
      await register({ ...variables, password: '', microsoft_user: true });
      await startMicrosoftSignIn();
    },
  });
}
