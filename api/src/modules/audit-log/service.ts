import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import { listSuppliersViewerMayActFor } from '../suppliers/service.js';
import type { AuditActor, AuditEntry } from './audit-model.js';
import { allAuditEntries, listAuditActors, listAuditEntries } from './audit-queries.js';
import { actorIdOf, type AuditFilterInput } from './inputs.js';
import { auditLogScopeSupplierIds } from './policy.js';

// Other modules record through these: one function, called from their services.
export { recordAuditEvent, recordAuditEvents } from './recorder.js';
export type { AuditActor, SignInMethod } from './audit-model.js';

/**
 * The actor of whatever a signed-in user (or an organisation API token acting as one) does. In a
 * read-only customer view, what is recorded (a download) is the provider's staff member's.
 */
export function userActor(
  viewer: Pick<Viewer, 'userId' | 'apiToken' | 'customerView'>,
): AuditActor {
  if (viewer.apiToken) return { type: 'api_token', tokenId: viewer.apiToken.id };
  if (viewer.customerView) return { type: 'staff', staffId: viewer.customerView.staffId };
  return { type: 'user', userId: viewer.userId };
}

/** The retention setting the list and export apply (config.auditLogRetentionMonths). */
export interface AuditLogSettings {
  retentionMonths: number;
}

async function scopedFilter(
  database: Database,
  viewer: Viewer,
  settings: AuditLogSettings,
  input: AuditFilterInput,
) {
  const actable = await listSuppliersViewerMayActFor(database, viewer);
  return {
    supplierIds: auditLogScopeSupplierIds(viewer, actable, input.supplier_id),
    actorId: actorIdOf(input.actor_id),
    action: input.action,
    from: input.from,
    to: input.to,
    retentionMonths: settings.retentionMonths,
  };
}

/** One page of the organisation's log, newest first; FORBIDDEN for non-admins. */
export async function listAuditLog(
  database: Database,
  viewer: Viewer,
  settings: AuditLogSettings,
  input: { filter: AuditFilterInput; page: number; pageSize: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const filter = await scopedFilter(database, viewer, settings, input.filter);
  return listAuditEntries(database, filter, input.page, input.pageSize);
}

/** Every entry the filters match, for the export (checked like the list, before any row). */
export async function auditLogForExport(
  database: Database,
  viewer: Viewer,
  settings: AuditLogSettings,
  input: AuditFilterInput,
): Promise<AsyncGenerator<AuditEntry>> {
  const filter = await scopedFilter(database, viewer, settings, input);
  return allAuditEntries(database, filter);
}

/** The people who appear in the scope's log, for the person filter. */
export async function listAuditLogActors(
  database: Database,
  viewer: Viewer,
  settings: AuditLogSettings,
  supplierId: string | null | undefined,
): Promise<{ id: string; name: string; email: string }[]> {
  const filter = await scopedFilter(database, viewer, settings, { supplier_id: supplierId });
  return listAuditActors(database, filter);
}
