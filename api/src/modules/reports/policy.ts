import { timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';
import { unitScopeSupplierIds } from '../units/policy.js';

/**
 * Reports carry the spec's extra access check: only users with report access (the
 * has_report_access of their token, read from the database on every request) see, order,
 * download or schedule reports. Everything is scoped to the supplier acted for.
 */
export function assertReportAccess(viewer: Viewer): { supplierId: string } {
  if (!viewer.hasReportAccess) throw forbidden();
  return { supplierId: viewer.supplierId };
}

/**
 * A report's scope: the whole group of the supplier acted for, or one department (a
 * sub-supplier) of it; false when the requested department is not in the group.
 */
export function mayOrderReportFor(
  viewer: Viewer,
  actable: SupplierModel[],
  departmentId: string | null | undefined,
): boolean {
  return unitScopeSupplierIds(viewer, actable, departmentId) !== null;
}

/**
 * A report's download link works for whoever holds its key (the users with report access who
 * saw it, the recipients of its mail): compared in constant time, so timing tells nothing.
 */
export function downloadKeyMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
