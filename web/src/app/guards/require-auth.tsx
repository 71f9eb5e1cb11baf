import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { TokenRenewal } from '../../features/auth/components/token-renewal';
import { isTokenExpired } from '../../shared/auth/token';
import { useToken, type LoginState } from '../../shared/auth/use-token';
import { paths } from '../../shared/routing/paths';

/**
 * The token rules of spec section 4: no token goes to /login carrying the requested location;
 * an expired (or undecodable) one is renewed first; a valid one shows the page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  if (!token) {
    const state: LoginState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (isTokenExpired(token)) return <TokenRenewal key={token} />;
  return children;
}
