import { useEffect, useState } from 'react';
import { request } from '../../../shared/graphql/client';
import { InviteCodeValidationDocument } from '../../../shared/graphql/generated/graphql';
import { inviteCodeErrorKey } from '../lib/registration-error';

export type InviteCodeState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid'; messageKey: string };

/** Asks the server whose invitation the code is; any failure makes the link unusable. */
export function useInviteCode(code: string): InviteCodeState {
  const [result, setResult] = useState<{ code: string; state: InviteCodeState } | null>(null);
  useEffect(() => {
    let current = true;
    request(InviteCodeValidationDocument, { invite_code: code })
      .then(
        (data): InviteCodeState => ({
          status: 'valid',
          email: data.invite_code_validation.email,
        }),
        (error: unknown): InviteCodeState => ({
          status: 'invalid',
          messageKey: inviteCodeErrorKey(error),
        }),
      )
      .then((state) => {
        if (current) setResult({ code, state });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code]);
  return result?.code === code ? result.state : { status: 'checking' };
}
