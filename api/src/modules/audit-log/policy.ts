import type { Viewer } from '../auth/viewer-model.js';
import type { SupplierModel } from '../suppliers/supplier-model.js';
import { notFound } from '../../shared/errors.js';
import { assertSupplierAdmin } from '../users/policy.js';

/**
 * Supplier admins read their organisation's audit log, scoped like the dashboard: an admin of a
 * master account sees the whole group or one company of it; anyone else their own supplier.
 * `actable` is what the viewer may act for (suppliers/service.ts). A company outside it is
 * NOT_FOUND, whoever's it is; a user who is not an admin is FORBIDDEN.
 */
export function auditLogScopeSupplierIds(
  viewer: Viewer,
  actable: readonly SupplierModel[],
  supplierId: string | null | undefined,
): string[] {
  assertSupplierAdmin(viewer);
  if (!supplierId) return actable.map((supplier) => supplier.id);
  if (!actable.some((supplier) => supplier.id === supplierId)) throw notFound();
  return [supplierId];
}
