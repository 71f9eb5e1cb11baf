import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { InviteCodeValidationDocument } from '../../../shared/graphql/generated/graphql';
import { errorMessage } from '../../../shared/errors/error-messages';

export type InviteCodeState =
  | { status: 'checking' }
  | { status: 'valid'; email: string; firstName: string; lastName: string; phone: string }
  | { status: 'invalid'; messageKey: string };

/** The key of every invitation check; the variables follow it. */
const inviteCodeValidationQueryKey = ['registration', 'invite-code-validation'] as const;

/** Asks the server whose invitation the code is; any failure makes the link unusable. */
export function useInviteCode(code: string): InviteCodeState {
  const variables = { invite_code: code };
  const validation = useQuery({
    queryKey: [...inviteCodeValidationQueryKey, variables],
    queryFn: () => request(InviteCodeValidationDocument, variables),
    // A failed check is an answer: the link is unusable, at once.
    retry: false,
  });
  if (validation.isPending) return { status: 'checking' };
  if (validation.isError) {
    return { status: 'invalid', messageKey: errorMessage(validation.error, 'inviteCheck').key };
  }
  const invitation = validation.data.invite_code_validation;
  // The names the inviting admin entered fill the form, so the user need not type them again.
  return {
    status: 'valid',
    email: invitation.email,
    firstName: invitation.first_name ?? '',
    phone: invitation.phone ?? '',
    lastName: invitation.last_name ?? '',
  };
}
