import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../shared/routing/paths';
import { AdminGuard } from './guards/admin-guard';
import { ReportAccessGuard } from './guards/report-access-guard';
import { RootBoundary } from './layouts/root-boundary';
import { lazyRoute, startLoading } from './lazy-route';

// Route modules load on demand; each becomes its own chunk.
const AuthLayout = lazyRoute(() => import('./layouts/auth-layout'));
const ProtectedShell = lazyRoute(() => import('./layouts/protected-shell'));
const PublicDataShell = lazyRoute(() => import('./layouts/public-data-shell'));
const LoginPage = lazyRoute(() => import('./routes/login'));
const LogoutPage = lazyRoute(() => import('./routes/logout'));
const MicrosoftLoginPage = lazyRoute(() => import('./routes/microsoft-login'));
const RegisterPage = lazyRoute(() => import('./routes/register'));
const ResetPasswordPage = lazyRoute(() => import('./routes/reset-password'));
const RequestAccessPage = lazyRoute(() => import('./routes/request-access'));
const VerifyCertificatePage = lazyRoute(() => import('./routes/verify-certificate'));
const VerifyPage = lazyRoute(() => import('./routes/verify'));
const MethodologyPage = lazyRoute(() => import('./routes/methodology'));
const UnitSummaryPage = lazyRoute(() => import('./routes/unit-summary'));
const ReportsPage = lazyRoute(() => import('./routes/reports'));
const ServicesPage = lazyRoute(() => import('./routes/services'));
const ServicePage = lazyRoute(() => import('./routes/service'));
const UnitPage = lazyRoute(() => import('./routes/unit'));
const UnitHoldsPage = lazyRoute(() => import('./routes/unit-holds'));
const SettlementsPage = lazyRoute(() => import('./routes/settlements'));
const DocumentsPage = lazyRoute(() => import('./routes/documents'));
const DepartmentsPage = lazyRoute(() => import('./routes/departments'));
const ContactPage = lazyRoute(() => import('./routes/contact'));
const AccountPage = lazyRoute(() => import('./routes/account'));
const AccountUsersPage = lazyRoute(() => import('./routes/account-users'));
const AccountAuditLogPage = lazyRoute(() => import('./routes/account-audit-log'));
const AccountProvisioningPage = lazyRoute(() => import('./routes/account-provisioning'));
const AccountApiPage = lazyRoute(() => import('./routes/account-api'));
const AccountWebhooksPage = lazyRoute(() => import('./routes/account-webhooks'));
const NotFoundPage = lazyRoute(() => import('./routes/not-found'));
const ConsoleShell = lazyRoute(() => import('./layouts/console-shell'));
const ConsoleSignInPage = lazyRoute(() => import('./routes/console'));
const ConsoleInboxPage = lazyRoute(() => import('./routes/console-inbox'));
const ConsoleJobsPage = lazyRoute(() => import('./routes/console-jobs'));
const ConsoleDocumentsPage = lazyRoute(() => import('./routes/console-documents'));
const ConsoleCustomersPage = lazyRoute(() => import('./routes/console-customers'));
const ConsoleCustomerPage = lazyRoute(() => import('./routes/console-customer'));
const ConsoleStaffLogPage = lazyRoute(() => import('./routes/console-staff-log'));
const ConsoleStaffPage = lazyRoute(() => import('./routes/console-staff'));
const ConsoleContactsPage = lazyRoute(() => import('./routes/console-contacts'));
const ConsoleFactorsPage = lazyRoute(() => import('./routes/console-factors'));
const ConsoleProviderKeysPage = lazyRoute(() => import('./routes/console-provider-keys'));
const ConsoleProviderIdentityPage = lazyRoute(() => import('./routes/console-provider-identity'));
const ViewAsPage = lazyRoute(() => import('./routes/view-as'));
const ConsoleMicrosoftPage = lazyRoute(() => import('./routes/console-microsoft'));

const publicDataRoutes: RouteObject[] = [
  { path: paths.microsoftLogin, element: <MicrosoftLoginPage /> },
  { path: routePatterns.register, element: <RegisterPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: routePatterns.resetPasswordWithCode, element: <ResetPasswordPage /> },
  { path: paths.requestAccess, element: <RequestAccessPage /> },
  { path: paths.verifyCertificate, element: <VerifyCertificatePage /> },
  { path: paths.verify, element: <VerifyPage /> },
  { path: paths.methodology, element: <MethodologyPage /> },
  { path: paths.console, element: <ConsoleSignInPage /> },
  { path: paths.consoleMicrosoft, element: <ConsoleMicrosoftPage /> },
  { path: paths.customerView, element: <ViewAsPage /> },
];

// The login screen signs in without TanStack Query, which keeps it out of its first load.
const publicRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: paths.logout, element: <LogoutPage /> },
  { element: <PublicDataShell />, children: publicDataRoutes },
];

const reportRoutes: RouteObject[] = [
  { path: paths.reports, element: <ReportsPage view="order" /> },
  { path: paths.reportsOverview, element: <ReportsPage view="overview" /> },
  { path: paths.reportSubscriptions, element: <ReportsPage view="subscriptions" /> },
  { path: paths.reportCertificates, element: <ReportsPage view="certificates" /> },
  { path: paths.evidencePacks, element: <ReportsPage view="evidence" /> },
  { path: routePatterns.settlements, element: <SettlementsPage /> },
];

// A supplier admin's account pages; everyone else is sent to /account.
const adminAccountRoutes: RouteObject[] = [
  { path: paths.accountUsers, element: <AccountUsersPage /> },
  { path: paths.accountAuditLog, element: <AccountAuditLogPage /> },
  { path: paths.accountProvisioning, element: <AccountProvisioningPage /> },
  { path: paths.accountApi, element: <AccountApiPage /> },
  { path: paths.accountWebhooks, element: <AccountWebhooksPage /> },
];

const protectedRoutes: RouteObject[] = [
  { path: paths.unitSummary, element: <UnitSummaryPage /> },
  { path: paths.services, element: <ServicesPage view="order" /> },
  { path: paths.servicesOverview, element: <ServicesPage view="overview" /> },
  { path: routePatterns.service, element: <ServicePage /> },
  { path: routePatterns.unit, element: <UnitPage /> },
  { path: paths.unitHolds, element: <UnitHoldsPage /> },
  { path: paths.documents, element: <DocumentsPage /> },
  { path: paths.departments, element: <DepartmentsPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.account, element: <AccountPage /> },
  { element: <AdminGuard />, children: adminAccountRoutes },
  { element: <ReportAccessGuard />, children: reportRoutes },
];

export const routes: RouteObject[] = [
  {
    element: <RootBoundary />,
    children: [
      { path: paths.root, element: <Navigate to={paths.unitSummary} replace /> },
      {
        element: <AuthLayout />,
        children: [...publicRoutes, { path: '*', element: <NotFoundPage /> }],
      },
      { element: <ProtectedShell />, children: protectedRoutes },
      // The provider's staff console: its own session and shell, never the customers'.
      {
        element: <ConsoleShell />,
        children: [
          { path: paths.consoleInbox, element: <ConsoleInboxPage /> },
          { path: paths.consoleJobs, element: <ConsoleJobsPage /> },
          { path: paths.consoleDocuments, element: <ConsoleDocumentsPage /> },
          { path: paths.consoleCustomers, element: <ConsoleCustomersPage /> },
          { path: routePatterns.consoleCustomer, element: <ConsoleCustomerPage /> },
          { path: paths.consoleStaffLog, element: <ConsoleStaffLogPage /> },
          { path: paths.consoleStaff, element: <ConsoleStaffPage /> },
          { path: paths.consoleContacts, element: <ConsoleContactsPage /> },
          { path: paths.consoleFactors, element: <ConsoleFactorsPage /> },
          { path: paths.consoleProviderKeys, element: <ConsoleProviderKeysPage /> },
          { path: paths.consoleProviderIdentity, element: <ConsoleProviderIdentityPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the layouts and page a path renders; the first load does this beside the translations
 * instead of one after another. Resolves when they are in (or failed: their boundary shows it).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const loading: Promise<void>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const element = match.route.element;
    const part = isValidElement(element) ? startLoading(element.type) : undefined;
    if (part) loading.push(part);
  }
  await Promise.all(loading);
}
