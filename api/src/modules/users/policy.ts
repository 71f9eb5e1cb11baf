import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';

/**
 * The one home of the admin rule: a supplier admin (the user's is_admin, read from the database
 * on every request) administers their own (home) supplier, never the one they act for. An API
 * token is never an admin.
 */
export function mayAdministerSupplier(viewer: Viewer): boolean {
  return viewer.isAdmin;
}

/**
 * Admin-only calls (users, tokens, webhooks, audit log, SCIM) act on the admin's home supplier:
 * another supplier's records, sub-suppliers included, are answered as not found by the service.
 */
export function assertSupplierAdmin(viewer: Viewer): { supplierId: string; userId: string } {
  if (!mayAdministerSupplier(viewer)) throw forbidden();
  return { supplierId: viewer.homeSupplierId, userId: viewer.userId };
}
