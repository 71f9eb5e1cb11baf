import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';
import { unitScopeSupplierIds } from '../units/policy.js';

/**
 * Evidence packs are for the people who answer auditors: supplier admins and users with report
 * access. Everything is scoped to the supplier acted for and, for a master account, its group.
 */
export function assertEvidenceAccess(viewer: Viewer): { supplierId: string } {
  if (!viewer.isAdmin && !viewer.hasReportAccess) throw forbidden();
  return { supplierId: viewer.supplierId };
}

/** The suppliers whose jobs and units a pack may cover (null: the department is not in scope). */
export function evidenceScopeSupplierIds(
  viewer: Viewer,
  actable: SupplierModel[],
  departmentId: string | null | undefined,
): string[] | null {
  return unitScopeSupplierIds(viewer, actable, departmentId);
}
