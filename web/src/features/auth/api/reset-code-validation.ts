import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { ResetCodeValidationDocument } from '../../../shared/graphql/generated/graphql';

export type ResetCodeValidity = 'checking' | 'valid' | 'invalid';

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
  if (validation.isPending) return 'checking';
  return validation.data?.reset_code_validation.valid ? 'valid' : 'invalid';
}
