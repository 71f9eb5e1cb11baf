import type { Viewer } from '../auth/viewer-model.js';
import { forbidden } from '../../shared/errors.js';
import { mayAccessReports } from '../reports/policy.js';
import { mayAdministerSupplier } from '../users/policy.js';

/**
 * The panel is for people: an organisation API token has the lists and webhooks instead. Reports
 * and evidence packs are those of the supplier acted for, as on their own pages; jobs and
 * settlements those of its group when it is a master account, as theirs (resolveGroupScope).
 */
export function assertAttentionReader(viewer: Viewer): { supplierId: string } {
  if (viewer.apiToken) throw forbidden();
  return { supplierId: viewer.supplierId };
}

/** Evidence packs: report access or an admin, as evidence/policy.ts. */
export function mayReadEvidenceItems(viewer: Viewer): boolean {
  return mayAccessReports(viewer) || mayAdministerSupplier(viewer);
}

/** API tokens and webhooks are the admin's, of their home supplier (as their settings tabs). */
export function adminItemsScopeSupplierId(viewer: Viewer): string | null {
  return mayAdministerSupplier(viewer) ? viewer.homeSupplierId : null;
}
