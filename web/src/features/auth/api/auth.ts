import { useCallback, useState } from 'react';
import { request } from '../../../shared/graphql/client';
import {
  AuthDocument,
  type AuthMutation,
  type AuthMutationVariables,
} from '../../../shared/graphql/generated/graphql';

/**
 * Signing in is a one-off action, not cached server state: a plain hook keeps TanStack Query
 * (which the signed-in shell and the other public pages use) out of the login screen's first
 * load.
 */
export function useSignIn() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const signIn = useCallback(async (variables: AuthMutationVariables) => {
    setPending(true);
    setError(null);
    try {
      const result: AuthMutation = await request(AuthDocument, variables);
      return result.auth;
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      setPending(false);
    }
  }, []);

  return { signIn, isPending, error };
}
