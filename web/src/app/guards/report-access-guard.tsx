import { Navigate, Outlet } from 'react-router';
import { hasReportAccess } from '../../shared/auth/token';
import { useToken } from '../../shared/auth/use-token';
import { paths } from '../../shared/routing/paths';

/** Reports and settlements need the token's has_report_access claim; without it, go to /. */
export function ReportAccessGuard() {
  const token = useToken();
  return hasReportAccess(token) ? <Outlet /> : <Navigate to={paths.root} replace />;
}
