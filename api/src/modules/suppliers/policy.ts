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
  if (supplier.id === homeSupplier.id) return true;
  return homeSupplier.is_master_account && supplier.parent_supplier_id === homeSupplier.id;
}
