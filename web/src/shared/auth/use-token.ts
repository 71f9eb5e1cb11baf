import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate, type Location } from 'react-router';
import { defaultSignedInPath, paths } from '../routing/paths';
import { clearToken, customerViewOf, readToken, subscribeToToken, writeToken } from './token';

/** The current token, re-rendering when it is set or removed (also from another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, readToken, () => null);
}

/** Router state that carries the originally requested location through /login. */
export interface LoginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  signedOut?: boolean;
}

export function locationToPath(location: LoginState['from']): string {
  return location ? `${location.pathname}${location.search}${location.hash}` : defaultSignedInPath;
}

/**
 * Setting the token navigates to /unit-summary, or to the location the visitor first asked for.
 * Removing it clears the stored shipment items and navigates to /login (a staff member's
 * customer view goes to the page that says it has ended, which forgets it).
 */
export function useTokenActions() {
  const navigate = useNavigate();

  const setToken = useCallback(
    (token: string, destination: string = defaultSignedInPath) => {
      writeToken(token);
      void navigate(destination, { replace: true });
    },
    [navigate],
  );

  const removeToken = useCallback(
    (state?: LoginState) => {
      // A staff member's customer view ends in its own tab, on a page that forgets the view (here
      // the signed-in pages' guard would send the tab to /login first).
      if (customerViewOf(readToken()) !== null) {
        void navigate(paths.customerViewEnded, { replace: true });
        return;
      }
      clearToken();
      void navigate(paths.login, { replace: true, state });
    },
    [navigate],
  );

  return { setToken, removeToken };
}
