/** Every route of the portal (spec section 2), in one typed map. */
export const paths = {
  root: '/',
  login: '/login',
  logout: '/logout',
  microsoftLogin: '/login/microsoft/',
  register: (code: string) => `/register/${encodeURIComponent(code)}`,
  resetPassword: '/reset-password',
  resetPasswordWithCode: (code: string) => `/reset-password/${encodeURIComponent(code)}`,
  requestAccess: '/request-access',
  /** The provider's staff console: its sign-in, then the inbox. */
  console: '/console',
  consoleInbox: '/console/inbox',
  /** Where the provider's Microsoft tenant sends a staff member back to (STAFF_MICROSOFT_REDIRECT_URL). */
  consoleMicrosoft: '/console/microsoft/',
  consoleJobs: '/console/jobs',
  /** The library of documents customers download, managed by staff. */
  consoleDocuments: '/console/documents',
  /** Every customer of the country, and one customer's users and settings. */
  consoleCustomers: '/console/customers',
  consoleCustomer: (id: string) => `/console/customers/${encodeURIComponent(id)}`,
  /** The provider's own log of what staff did (administrators). */
  consoleStaffLog: '/console/log',
  /** The country's staff, managed by administrators. */
  consoleStaff: '/console/staff',
  /** The provider's contact people whom customers see. */
  consoleContacts: '/console/contacts',
  /** The CO2 factors behind the customers' savings. */
  consoleFactors: '/console/co2-factors',
  /** The keys of the provider's own systems for the provider API (administrators). */
  consoleProviderKeys: '/console/provider-keys',
  /** The provider's legal identity on this country's documents (letterhead, signatory, bank). */
  consoleProviderIdentity: '/console/legal-identity',
  /** Opens a read-only view of a customer's portal that staff started in the console (?code=). */
  customerView: '/view-as',
  customerViewEnded: '/view-as?ended=1',
  /** Public check of a certificate of destruction (its number and the SHA-256 of its file). */
  verifyCertificate: '/verify-certificate',
  /** Public check of an evidence pack, a certificate or any issued file (or its SHA-256). */
  verify: '/verify',
  /** Public: the published method behind the CO2 figures. */
  methodology: '/methodology',

  unitSummary: '/unit-summary',
  reports: '/reports',
  reportsOverview: '/reports-overview',
  reportSubscriptions: '/report-subscriptions',
  reportCertificates: '/report-cods',
  evidencePacks: '/evidence-packs',
  services: '/services',
  servicesOverview: '/services-overview',
  service: (id: string) => `/services/${encodeURIComponent(id)}`,
  /** Units the provider cannot process as planned until the customer releases them. */
  unitHolds: '/unit-holds',
  /** One unit's chain of custody and its carriers' sanitisation records. */
  unit: (id: string) => `/units/${encodeURIComponent(id)}`,
  settlements: (type: SettlementType) => `/settlements/${type}`,
  documents: '/documents',
  departments: '/departments',
  contact: '/contact',
  account: '/account',
  /** Supplier admins manage their supplier's users here (a tab of the settings). */
  accountUsers: '/account/users',
  /** Supplier admins read who did what in their organisation (a tab of the settings). */
  accountAuditLog: '/account/audit-log',
  /** Supplier admins set up SCIM provisioning from Microsoft Entra ID (a tab of the settings). */
  accountProvisioning: '/account/provisioning',
  /** Supplier admins manage API tokens and read the API reference (a tab of the settings). */
  accountApi: '/account/api',
  /** Supplier admins send events to their own systems (a tab of the settings). */
  accountWebhooks: '/account/webhooks',
} as const;

export const settlementTypes = [
  'monthly',
  'quarterly',
  'yearly',
  'unpaid',
  'paid',
  'settled',
] as const;
export type SettlementType = (typeof settlementTypes)[number];

export function isSettlementType(value: string | undefined): value is SettlementType {
  return (settlementTypes as readonly (string | undefined)[]).includes(value);
}

/** Route patterns for the router, kept next to the paths they match. */
export const routePatterns = {
  register: '/register/:code',
  resetPasswordWithCode: '/reset-password/:code',
  service: '/services/:id',
  unit: '/units/:id',
  settlements: '/settlements/:type',
  consoleCustomer: '/console/customers/:customerId',
} as const;

/** Where signing in leads unless the visitor was sent to /login from somewhere else. */
export const defaultSignedInPath = paths.unitSummary;
