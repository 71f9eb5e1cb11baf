import type { Viewer } from '../auth/viewer-model.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';
import type { DocumentModel } from './document-model.js';

/**
 * The suppliers whose own documents the viewer may read: the supplier acted for and the master
 * account above it (a department works under its group's agreement).
 */
export function documentScopeSupplierIds(
  viewer: Viewer,
  actingSupplier: SupplierModel | null,
): string[] {
  if (!actingSupplier || actingSupplier.id !== viewer.supplierId) return [];
  return actingSupplier.parent_supplier_id
    ? [actingSupplier.id, actingSupplier.parent_supplier_id]
    : [actingSupplier.id];
}

/** Library documents are for every supplier of the country; others only for their owners. */
export function mayReadDocument(ownerIds: string[], document: DocumentModel): boolean {
  if (document.retired_at !== null) return false;
  return document.supplier_id === null || ownerIds.includes(document.supplier_id);
}
