import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { paths } from '../../shared/routing/paths';

/** The admin account pages need the token's is_admin claim; anyone else goes to /account. */
export function AdminGuard() {
  const token = useToken();
  return isAdmin(token) ? <Outlet /> : <Navigate to={paths.account} replace />;
}
