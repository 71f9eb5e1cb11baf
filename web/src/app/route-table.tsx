import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '../shared/components/loading-screen';
import { paths, routePatterns } from '../shared/routing/paths';
import { ReportAccessGuard } from './guards/report-access-guard';

// Route modules load on demand; each becomes its own chunk.
const AuthLayout = lazy(() => import('./layouts/auth-layout'));
const ProtectedShell = lazy(() => import('./layouts/protected-shell'));
const LoginPage = lazy(() => import('./routes/login'));
const LogoutPage = lazy(() => import('./routes/logout'));
const MicrosoftLoginPage = lazy(() => import('./routes/microsoft-login'));
const RegisterPage = lazy(() => import('./routes/register'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const RequestAccessPage = lazy(() => import('./routes/request-access'));
const VerifyCertificatePage = lazy(() => import('./routes/verify-certificate'));
const UnitSummaryPage = lazy(() => import('./routes/unit-summary'));
const ReportsPage = lazy(() => import('./routes/reports'));
const ServicesPage = lazy(() => import('./routes/services'));
const ServicePage = lazy(() => import('./routes/service'));
const SettlementsPage = lazy(() => import('./routes/settlements'));
const DocumentsPage = lazy(() => import('./routes/documents'));
const DepartmentsPage = lazy(() => import('./routes/departments'));
const ContactPage = lazy(() => import('./routes/contact'));
const AccountPage = lazy(() => import('./routes/account'));
const AccountUsersPage = lazy(() => import('./routes/account-users'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** Until a layout's code is in, there is no layout to sit in: the bare loading screen. */
function RootBoundary() {
  return (
    <Suspense fallback={<LoadingScreen variant="bare" />}>
      <Outlet />
    </Suspense>
  );
}

const publicRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: paths.logout, element: <LogoutPage /> },
  { path: paths.microsoftLogin, element: <MicrosoftLoginPage /> },
  { path: routePatterns.register, element: <RegisterPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: routePatterns.resetPasswordWithCode, element: <ResetPasswordPage /> },
  { path: paths.requestAccess, element: <RequestAccessPage /> },
  { path: paths.verifyCertificate, element: <VerifyCertificatePage /> },
];

const reportRoutes: RouteObject[] = [
  { path: paths.reports, element: <ReportsPage view="order" /> },
  { path: paths.reportsOverview, element: <ReportsPage view="overview" /> },
  { path: paths.reportSubscriptions, element: <ReportsPage view="subscriptions" /> },
  { path: paths.reportCertificates, element: <ReportsPage view="certificates" /> },
  { path: routePatterns.settlements, element: <SettlementsPage /> },
];

const protectedRoutes: RouteObject[] = [
  { path: paths.unitSummary, element: <UnitSummaryPage /> },
  { path: paths.services, element: <ServicesPage view="order" /> },
  { path: paths.servicesOverview, element: <ServicesPage view="overview" /> },
  { path: routePatterns.service, element: <ServicePage /> },
  { path: paths.documents, element: <DocumentsPage /> },
  { path: paths.departments, element: <DepartmentsPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.account, element: <AccountPage /> },
  { path: paths.accountUsers, element: <AccountUsersPage /> },
  { element: <ReportAccessGuard />, children: reportRoutes },
];

const routes: RouteObject[] = [
  {
    element: <RootBoundary />,
    children: [
      { path: paths.root, element: <Navigate to={paths.unitSummary} replace /> },
      {
        element: <AuthLayout />,
        children: [...publicRoutes, { path: '*', element: <NotFoundPage /> }],
      },
      { element: <ProtectedShell />, children: protectedRoutes },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
