import type { Database } from '../../database/connections.js';

type DetailValue = string | number | boolean | null;

/** One entry of the provider's own log of what its staff did in the console. */
export interface StaffAuditEvent {
  staff: { id: string; name: string };
  action: string;
  target?: { type: string; id: string; label?: string | null } | undefined;
  /** The customer the action concerns, when there is one. */
  supplierId?: string | null | undefined;
  details?: Record<string, DetailValue | undefined> | undefined;
  ipAddress?: string | null | undefined;
}

export async function recordStaffAudit(database: Database, event: StaffAuditEvent): Promise<void> {
  await database
    .insertInto('staff_audit_events')
    .values({
      staff_id: event.staff.id,
      staff_name: event.staff.name,
      action: event.action,
      target_type: event.target?.type ?? null,
      target_id: event.target?.id ?? null,
      target_label: event.target?.label ?? null,
      supplier_id: event.supplierId ?? null,
      details: JSON.stringify(event.details ?? {}),
      ip_address: event.ipAddress ?? null,
    })
    .execute();
}
