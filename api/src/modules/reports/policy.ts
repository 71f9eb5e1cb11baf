import { timingSafeEqual } from 'node:crypto';
import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';
import { groupScopeSupplierIds, mayHomeSupplierReach } from '../suppliers/policy.js';

/**
 * The one home of the report-access rule: the user's has_report_access (read from the database on
 * every request) opens reports, certificates and settlements; evidence packs take it or an admin.
 */
export function mayAccessReports(viewer: Viewer): boolean {
  return viewer.hasReportAccess;
}

/**
 * Reports carry the spec's extra access check: only users with report access (the
 * has_report_access of their token, read from the database on every request) see, order,
 * download or schedule reports. Everything is scoped to the supplier acted for.
 */
export function assertReportAccess(viewer: Viewer): { supplierId: string } {
  if (!mayAccessReports(viewer)) throw forbidden();
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
  return groupScopeSupplierIds(viewer, actable, departmentId) !== null;
}

/**
 * A report's download link works for whoever holds its key (the users with report access who
 * saw it, the recipients of its mail): compared in constant time, so timing tells nothing.
 */
export function mayDownloadWithKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type SubscriptionPausedReason =
  'CREATOR_DEACTIVATED' | 'CREATOR_LOST_REPORT_ACCESS' | 'CREATOR_LEFT_SUPPLIER';

/** What the database says now of a regular report's creator, for the supplier it is for. */
export interface CreatorStanding {
  /** Null when the user no longer exists. */
  userStatus: string | null;
  hasReportAccess: boolean | null;
  homeSupplierId: string | null;
  homeIsMasterAccount: boolean | null;
  /** The supplier the report is ordered for, and its parent. */
  supplierId: string;
  supplierParentId: string | null;
}

/**
 * Why the creator of a regular report could no longer order it, or null when they still can:
 * the same rule as ordering by hand (an active user with report access, acting for their own
 * supplier or a sub-supplier of their master account). Reports mailed under that creator's
 * rights, and their download links, stop with those rights.
 */
export function creatorPausedReasonOf(standing: CreatorStanding): SubscriptionPausedReason | null {
  if (standing.userStatus !== 'active') return 'CREATOR_DEACTIVATED';
  if (!standing.hasReportAccess) return 'CREATOR_LOST_REPORT_ACCESS';
  const reached = mayHomeSupplierReach(
    { id: standing.homeSupplierId, isMasterAccount: standing.homeIsMasterAccount === true },
    { id: standing.supplierId, parentSupplierId: standing.supplierParentId },
  );
  return reached ? null : 'CREATOR_LEFT_SUPPLIER';
}

/** Active regular reports per supplier: each mails complete reports, so they are capped. */
export const maximumActiveSubscriptions = 25;
