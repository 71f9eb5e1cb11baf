import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  AuthMicrosoftChooseDocument,
  type AuthMicrosoftChooseMutationVariables,
} from '../../../shared/graphql/generated/graphql';

/** Completes a Microsoft sign-in with the company the person chose among those offered. */
export function useAuthMicrosoftChoose() {
  return useMutation({
    mutationFn: (variables: AuthMicrosoftChooseMutationVariables) =>
      request(AuthMicrosoftChooseDocument, variables),
  });
}
