import { authModule } from '../modules/auth/module.js';
import { usersModule } from '../modules/users/module.js';
import { accountModule } from '../modules/account/module.js';
import { suppliersModule } from '../modules/suppliers/module.js';
import { startupModule } from '../modules/startup/module.js';
import { accessRequestsModule } from '../modules/access-requests/module.js';
import { invitationsModule } from '../modules/invitations/module.js';
import { supplierUsersModule } from '../modules/supplier-users/module.js';
import { microsoftSignInModule } from '../modules/microsoft-sign-in/module.js';
import { unitsModule } from '../modules/units/module.js';
import { documentsModule } from '../modules/documents/module.js';
import { departmentsModule } from '../modules/departments/module.js';
import { contactModule } from '../modules/contact/module.js';
import { settlementsModule } from '../modules/settlements/module.js';
import { messengerModule } from '../infrastructure/messenger/module.js';
import { jobsModule } from '../modules/jobs/module.js';
import { reportsModule } from '../modules/reports/module.js';
import { evidenceModule } from '../modules/evidence/module.js';
import { verifyModule } from '../modules/verify/module.js';
import { auditLogModule } from '../modules/audit-log/module.js';
import { reconciliationModule } from '../modules/reconciliation/module.js';
import { sustainabilityModule } from '../modules/sustainability/module.js';
import { scimModule } from '../modules/scim/module.js';
import { apiTokensModule } from '../modules/api-tokens/module.js';
import { webhooksModule } from '../modules/webhooks/module.js';
import { unitOutcomesModule } from '../modules/unit-outcomes/module.js';
import { searchModule } from '../modules/search/module.js';
import { emailModule } from '../modules/email/module.js';
import { notificationsModule } from '../modules/notifications/module.js';
import { maintenanceModule } from '../infrastructure/maintenance/module.js';
import { healthModule } from '../infrastructure/health/module.js';
import { metricsModule } from '../infrastructure/metrics/module.js';
import { localesModule } from '../infrastructure/locales/module.js';
import { attentionModule } from '../modules/attention/module.js';
import { unitHoldsModule } from '../modules/unit-holds/module.js';
import { staffModule } from '../modules/staff/module.js';
import { customersModule } from '../modules/customers/module.js';
import { consoleInboxModule } from '../modules/console-inbox/module.js';
import { providerKeysModule } from '../modules/provider-keys/module.js';
import { providerIdentityModule } from '../modules/provider-identity/module.js';
import type { DocumentedRoute } from '../platform/documented-route.js';
import type { PortalModule } from '../platform/module.js';
import type { ApiTokenAccess } from '../modules/api-tokens/policy.js';

/**
 * The portal's modules. The server, the job worker, the GraphQL schema, the API reference and the
 * demo data are all made from this list: a new capability is its folder and one line here. Demo
 * data is seeded in this order (documents before the agreements and settlements that name them,
 * jobs before the reports of their units).
 */
export const portalModules: readonly PortalModule[] = [
  authModule,
  staffModule,
  usersModule,
  accountModule,
  suppliersModule,
  startupModule,
  accessRequestsModule,
  customersModule,
  consoleInboxModule,
  providerKeysModule,
  providerIdentityModule,
  invitationsModule,
  supplierUsersModule,
  microsoftSignInModule,
  unitsModule,
  documentsModule,
  departmentsModule,
  contactModule,
  messengerModule,
  jobsModule,
  // After jobs: a demo settlement's lines name the demo jobs they settle.
  settlementsModule,
  reportsModule,
  evidenceModule,
  verifyModule,
  auditLogModule,
  reconciliationModule,
  unitHoldsModule,
  sustainabilityModule,
  scimModule,
  apiTokensModule,
  webhooksModule,
  unitOutcomesModule,
  attentionModule,
  notificationsModule,
  searchModule,
  emailModule,
  maintenanceModule,
  healthModule,
  metricsModule,
  localesModule,
];

/** Every REST route of the modules, declared or served by a plugin: the API contract's input. */
export function allRestRoutes(modules: readonly PortalModule[] = portalModules): DocumentedRoute[] {
  return modules.flatMap((module) => [...(module.routes ?? []), ...(module.pluginRoutes ?? [])]);
}

/** The API token access of every module's root fields, as one map (a field twice is a bug). */
export function apiTokenAccessOf(modules: readonly PortalModule[] = portalModules): ApiTokenAccess {
  const access: Record<string, ApiTokenAccess[string]> = {};
  for (const module of modules) {
    for (const [field, required] of Object.entries(module.apiTokenAccess ?? {})) {
      if (field in access) throw new Error(`API token access of ${field} declared twice`);
      access[field] = required;
    }
  }
  return access;
}
