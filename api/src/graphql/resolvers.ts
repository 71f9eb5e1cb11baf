import { accessRequestsResolvers } from '../modules/access-requests/resolvers.js';
import { accountResolvers } from '../modules/account/resolvers.js';
import { contactResolvers } from '../modules/contact/resolvers.js';
import { departmentsResolvers } from '../modules/departments/resolvers.js';
import { documentsResolvers } from '../modules/documents/resolvers.js';
import { authResolvers } from '../modules/auth/resolvers.js';
import { messengerResolvers } from '../modules/messenger/resolvers.js';
import { settlementsResolvers } from '../modules/settlements/resolvers.js';
import { startupResolvers } from '../modules/startup/resolvers.js';
import { suppliersResolvers } from '../modules/suppliers/resolvers.js';
import { jobsResolvers } from '../modules/jobs/resolvers.js';
import { invitationsResolvers } from '../modules/invitations/resolvers.js';
import { microsoftSignInResolvers } from '../modules/microsoft-sign-in/resolvers.js';
import { importUnitsResolvers } from '../modules/units/import/import-resolvers.js';
import { unitsResolvers } from '../modules/units/resolvers.js';
import { supplierUsersResolvers } from '../modules/supplier-users/resolvers.js';
import { reportsResolvers } from '../modules/reports/resolvers.js';
import { reconciliationResolvers } from '../modules/reconciliation/resolvers.js';
import { sustainabilityResolvers } from '../modules/sustainability/resolvers.js';
import { usersResolvers } from '../modules/users/resolvers.js';
import { evidenceResolvers } from '../modules/evidence/resolvers.js';
import { verifyResolvers } from '../modules/verify/resolvers.js';
import { auditLogResolvers } from '../modules/audit-log/resolvers.js';
import { apiTokensResolvers } from '../modules/api-tokens/resolvers.js';
import { completedUnitsResolvers } from '../modules/units/completed-units-resolvers.js';
import type { Resolvers } from './resolvers.generated.js';
import { unitCustodyResolvers } from '../modules/units/custody/resolvers.js';
import { scimResolvers } from '../modules/scim/resolvers.js';
import { webhooksResolvers } from '../modules/webhooks/resolvers.js';

const moduleResolvers: Resolvers[] = [
  authResolvers,
  usersResolvers,
  accountResolvers,
  suppliersResolvers,
  startupResolvers,
  accessRequestsResolvers,
  unitsResolvers,
  importUnitsResolvers,
  invitationsResolvers,
  supplierUsersResolvers,
  microsoftSignInResolvers,
  documentsResolvers,
  departmentsResolvers,
  contactResolvers,
  settlementsResolvers,
  messengerResolvers,
  jobsResolvers,
  reportsResolvers,
  evidenceResolvers,
  verifyResolvers,
  auditLogResolvers,
  reconciliationResolvers,
  unitCustodyResolvers,
  sustainabilityResolvers,
  scimResolvers,
  apiTokensResolvers,
  completedUnitsResolvers,
  webhooksResolvers,
];

/** Merges the modules' resolver maps type by type; a field defined twice is a bug. */
export function mergeResolvers(maps: Resolvers[] = moduleResolvers): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields)) {
        if (fieldName in target) throw new Error(`Resolver ${typeName}.${fieldName} defined twice`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged;
}
