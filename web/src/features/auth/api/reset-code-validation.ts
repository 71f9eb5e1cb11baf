import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { ResetCodeValidationDocument } from '../../../shared/graphql/generated/graphql';

/** Checking, usable (with the e-mail address the link was sent to) or unusable. */
export type ResetCodeValidity =
  { state: 'checking' } | { state: 'valid'; email: string } | { state: 'invalid' };

/** The key of every reset code check; the variables follow it. */
const resetCodeValidationQueryKey = ['auth', 'reset-code-validation'] as const;

/** Asks the server whether the reset code can be used; any failure counts as invalid. */
export function useResetCodeValidity(code: string): ResetCodeValidity {
  const variables = { reset_code: code };
  const validation = useQuery({
    queryKey: [...resetCodeValidationQueryKey, variables],
    queryFn: () => request(ResetCodeValidationDocument, variables),
    // A failed check is an answer: the link is unusable, at once.
    retry: false,
  });
  if (validation.isPending) return { state: 'checking' };
  const answer = validation.data?.reset_code_validation;
  return answer?.valid && answer.email
    ? { state: 'valid', email: answer.email }
    : { state: 'invalid' };
}
