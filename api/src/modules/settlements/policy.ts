import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';

/** Settlements are money matters: only users whose access includes reports see them. */
export function requireSettlementAccess(viewer: Viewer): void {
  if (!viewer.hasReportAccess) throw forbidden();
}

/**
 * Whose settlements the viewer sees: the supplier acted for and, when that is a master account,
 * its sub-suppliers.
 */
export function settlementSupplierIds(
  viewer: Viewer,
  acting: SupplierModel | null,
  subSuppliers: SupplierModel[],
): string[] {
  if (!acting || acting.id !== viewer.supplierId) return [];
  return acting.is_master_account
    ? [
        acting.id,
        ...subSuppliers.filter((sub) => sub.parent_supplier_id === acting.id).map((sub) => sub.id),
      ]
    : [acting.id];
}
