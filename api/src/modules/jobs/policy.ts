import type { Viewer } from '../auth/viewer-model.js';

/**
 * Jobs belong to the supplier they were ordered for. A user sees and orders the jobs of the
 * supplier acted for in this session (a master account's user switches supplier to see a
 * sub-supplier's jobs); ids from the client never widen that.
 */
export function jobScopeSupplierId(viewer: Viewer): string {
  return viewer.supplierId;
}

/** Attachments are a supplier-level permission (spec section 6: can_upload). */
export function mayUploadAttachments(viewer: Viewer): boolean {
  return viewer.canUpload;
}
