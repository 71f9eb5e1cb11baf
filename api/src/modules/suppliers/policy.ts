import type { Viewer } from '../auth/viewer-model.js';
import type { SupplierModel } from './supplier-model.js';

/**
 * A user may act for their own supplier and, when that supplier is a master account,
 * for its sub-suppliers. Nothing else, whatever id a client sends.
 */
export function mayActForSupplier(
  viewer: Viewer,
  homeSupplier: SupplierModel,
  supplier: SupplierModel,
): boolean {
  if (homeSupplier.id !== viewer.homeSupplierId) return false;
  return mayHomeSupplierReach(
    { id: homeSupplier.id, isMasterAccount: homeSupplier.is_master_account },
    { id: supplier.id, parentSupplierId: supplier.parent_supplier_id },
  );
}

/**
 * The one home of the master account's reach: a user's home supplier reaches itself and, when it
 * is a master account, its sub-suppliers. Acting by hand and a regular report's creator share it.
 */
export function mayHomeSupplierReach(
  home: { id: string | null; isMasterAccount: boolean },
  supplier: { id: string; parentSupplierId: string | null },
): boolean {
  if (supplier.id === home.id) return true;
  return home.isMasterAccount && supplier.parentSupplierId === home.id;
}

/**
 * Which suppliers a view covers: the supplier acted for and, when that is a master account, its
 * sub-suppliers (the group); or, when one is requested, that one if it is in the group. Null for
 * anything else, so ids of other customers reveal nothing. The dashboard, the reports and every
 * list share this rule.
 */
export function groupScopeSupplierIds(
  viewer: Viewer,
  actable: SupplierModel[],
  requestedSupplierId: string | null | undefined,
): string[] | null {
  return (
    groupScopeSuppliers(viewer, actable, requestedSupplierId)?.map((supplier) => supplier.id) ??
    null
  );
}

/** The suppliers of groupScopeSupplierIds themselves (for their names). */
export function groupScopeSuppliers(
  viewer: Viewer,
  actable: SupplierModel[],
  requestedSupplierId: string | null | undefined,
): SupplierModel[] | null {
  const acting = actable.find((supplier) => supplier.id === viewer.supplierId);
  if (!acting) return null;
  const group = acting.is_master_account
    ? actable.filter(
        (supplier) => supplier.id === acting.id || supplier.parent_supplier_id === acting.id,
      )
    : [acting];
  if (!requestedSupplierId) return group;
  const requested = group.find((supplier) => supplier.id === requestedSupplierId);
  return requested ? [requested] : null;
}
