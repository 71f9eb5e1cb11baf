import type { Viewer } from '../auth/viewer-model.js';
import { mayAccessReports } from '../reports/policy.js';
import { mayAdministerSupplier } from '../users/policy.js';
import type { NotificationReader } from './notification-model.js';

/**
 * Whose notifications a signed-in caller reads: their own and their audience's, of the supplier
 * they act for. Admin notices go to the admins of their home supplier only (the admin rule);
 * settlements' news to users with report access.
 */
export function notificationReaderOf(viewer: Viewer): NotificationReader {
  return {
    userId: viewer.userId,
    supplierId: viewer.supplierId,
    hearsAdminNotices: mayAdministerSupplier(viewer) && viewer.supplierId === viewer.homeSupplierId,
    readsReports: mayAccessReports(viewer),
  };
}
