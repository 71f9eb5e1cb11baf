import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';

/**
 * Webhooks are managed by supplier admins, for their own (home) supplier: a master account's
 * endpoints also receive its sub-suppliers' events. Another supplier's endpoints and deliveries
 * are answered as not found.
 */
export function assertWebhookAdmin(viewer: Viewer): { supplierId: string; userId: string } {
  if (!viewer.isAdmin) throw forbidden();
  return { supplierId: viewer.homeSupplierId, userId: viewer.userId };
}
