import { useCallback, useState } from 'react';
import type { ErrorMessage } from '../../../shared/errors/error-messages';
import type {
  AuthMutation,
  AuthMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { loginFailureMessage } from '../lib/login-failure';

// The GraphQL client and the generated documents (every operation of the app) load when the user
// signs in, not with the login screen's first paint; the pages signed in to need them anyway.
const loadSending = () =>
  Promise.all([
    import('../../../shared/graphql/client'),
    import('../../../shared/graphql/generated/graphql'),
  ]);

/** Starts loading what signing in sends, so a submit does not wait for it after validating. */
export function prepareSignIn(): void {
  void loadSending();
}

/**
 * Signing in is a one-off action, not cached server state: a plain hook keeps TanStack Query
 * (which the signed-in shell and the other public pages use) out of the login screen's first
 * load.
 */
export function useSignIn() {
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  const signIn = useCallback(async (variables: AuthMutationVariables) => {
    setPending(true);
    setFailure(null);
    try {
      const [{ request }, { AuthDocument }] = await loadSending();
      const result: AuthMutation = await request(AuthDocument, variables);
      return result.auth;
    } catch (error) {
      setFailure(await loginFailureMessage(error));
      return null;
    } finally {
      setPending(false);
    }
  }, []);

  return { signIn, isPending, failure };
}
