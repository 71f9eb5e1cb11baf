import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';
import { mayAccessReports } from '../reports/policy.js';
import { mayAdministerSupplier } from '../users/policy.js';

/**
 * Evidence packs are for the people who answer auditors: supplier admins and users with report
 * access. Everything is scoped to the supplier acted for and, for a master account, its group.
 */
export function assertEvidenceAccess(viewer: Viewer): { supplierId: string } {
  if (!mayAdministerSupplier(viewer) && !mayAccessReports(viewer)) throw forbidden();
  return { supplierId: viewer.supplierId };
}
