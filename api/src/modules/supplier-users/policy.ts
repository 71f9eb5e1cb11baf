import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';

/**
 * Only supplier admins manage users, and only those of their own (home) supplier. Users of any
 * other supplier, sub-suppliers included, are answered as not found.
 */
export function assertSupplierAdmin(viewer: Viewer): { supplierId: string } {
  if (!viewer.isAdmin) throw forbidden();
  return { supplierId: viewer.homeSupplierId };
}
