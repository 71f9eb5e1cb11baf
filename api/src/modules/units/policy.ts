import type { Viewer } from '../auth/viewer-model.js';
import { groupScopeSupplierIds } from '../suppliers/policy.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';

/**
 * Which suppliers' units the viewer sees: the supplier acted for and, when that is a master
 * account, its sub-suppliers. A requested supplier must be one of those; anything else is
 * treated as not found, so ids of other customers reveal nothing. (The group rule of every list.)
 */
export function unitScopeSupplierIds(
  viewer: Viewer,
  actable: SupplierModel[],
  requestedSupplierId: string | null | undefined,
): string[] | null {
  return groupScopeSupplierIds(viewer, actable, requestedSupplierId);
}
