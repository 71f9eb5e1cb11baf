import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  AuthMicrosoftDocument,
  type AuthMicrosoftMutationVariables,
} from '../../../shared/graphql/generated/graphql';

/** Completes a sign-in with Microsoft with the code and state its redirect carried. */
export function useAuthMicrosoft() {
  return useMutation({
    mutationFn: (variables: AuthMicrosoftMutationVariables) =>
      request(AuthMicrosoftDocument, variables),
  });
}
