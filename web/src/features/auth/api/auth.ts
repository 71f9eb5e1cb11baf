import { useCallback, useState } from 'react';
import { request } from '../../../shared/graphql/client';
import type {
  AuthMutation,
  AuthMutationVariables,
} from '../../../shared/graphql/generated/graphql';

// The generated documents (every operation of the app) load when first needed, not with the
// login screen; the signed-in pages the user goes on to need them anyway.
const loadDocuments = () => import('../../../shared/graphql/generated/graphql');

/** Starts loading what signing in sends, so a submit does not wait for it after validating. */
export function prepareSignIn(): void {
  void loadDocuments();
}

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
      const { AuthDocument } = await loadDocuments();
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
