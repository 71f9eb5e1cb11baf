import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  ConsoleConfirmCodeDocument,
  ConsoleSignInDocument,
  type ConsoleConfirmCodeMutationVariables,
  type ConsoleSignInMutationVariables,
} from '../../../shared/graphql/generated/graphql';

/** The password step, sent to the country chosen on the form (no session yet). */
export function useConsoleSignIn() {
  return useMutation({
    mutationFn: ({ country, ...variables }: ConsoleSignInMutationVariables & { country: string }) =>
      request(ConsoleSignInDocument, variables, { token: null, country }),
  });
}

/** The code step, to the same country. */
export function useConsoleConfirmCode() {
  return useMutation({
    mutationFn: ({
      country,
      ...variables
    }: ConsoleConfirmCodeMutationVariables & { country: string }) =>
      request(ConsoleConfirmCodeDocument, variables, { token: null, country }),
  });
}
