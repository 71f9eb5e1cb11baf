import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { ResetPasswordDocument } from '../../../shared/graphql/generated/graphql';

/** Asks for a reset link for the e-mail address. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (email: string) => request(ResetPasswordDocument, { email }),
  });
}
