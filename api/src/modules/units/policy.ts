import type { Viewer } from '../auth/viewer-model.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';

/**
 * Which suppliers' units the viewer sees: the supplier acted for and, when that is a master
 * account, its sub-suppliers. A requested supplier must be one of those; anything else is
 * treated as not found, so ids of other customers reveal nothing.
 */
export function unitScopeSupplierIds(
  viewer: Viewer,
  actable: SupplierModel[],
  requestedSupplierId: string | null | undefined,
): string[] | null {
  const acting = actable.find((supplier) => supplier.id === viewer.supplierId);
  if (!acting) return null;
  const group = acting.is_master_account
    ? actable.filter(
        (supplier) => supplier.id === acting.id || supplier.parent_supplier_id === acting.id,
      )
    : [acting];
  const groupIds = group.map((supplier) => supplier.id);
  if (!requestedSupplierId) return groupIds;
  return groupIds.includes(requestedSupplierId) ? [requestedSupplierId] : null;
}
