import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import type { RequestClient } from '../../shared/request-client.js';
import { recordAuditEvent } from '../audit-log/service.js';
import { openCustomerView } from '../auth/service.js';
import { recordStaffAudit } from '../staff/service.js';
import type { StaffActor } from './customer-actions.js';

export interface CustomerViewRequest {
  supplierId: string;
  userId: string;
  reason: string;
  minutes: number;
}

/**
 * Opens a read-only view of a customer's portal as one of its active users for a staff member
 * (support helping on the phone, say). The view, its entry in the customer's audit log and in
 * the staff log are made together or not at all.
 */
export async function viewAsCustomer(
  database: Database,
  request: CustomerViewRequest,
  actor: StaffActor & { client: Pick<RequestClient, 'ipAddress' | 'userAgent'> },
): Promise<{ handoverCode: string; endsAt: Date }> {
  return database.transaction().execute(async (transaction) => {
    const user = await transaction
      .selectFrom('users')
      .innerJoin('suppliers', 'suppliers.id', 'users.supplier_id')
      .select(['users.id', 'users.email', 'users.supplier_id', 'suppliers.company'])
      .where('users.id', '=', request.userId)
      .where('users.supplier_id', '=', request.supplierId)
      .where('users.status', '=', 'active')
      .where('users.identity_pending', '=', false)
      .executeTakeFirst();
    if (!user) throw new DomainError('NOT_FOUND');
    const view = await openCustomerView(transaction, {
      user,
      staffId: actor.staff.staffId,
      reason: request.reason,
      minutes: request.minutes,
      client: actor.client,
    });
    const target = { type: 'user', id: user.id, label: user.email } as const;
    // view_reason, not reason: the log's `reason` is a code its readers translate.
    const details = {
      view_reason: request.reason,
      minutes: request.minutes,
      ends_at: view.endsAt.toISOString(),
    };
    await recordAuditEvent(transaction, {
      supplierId: user.supplier_id,
      actor: { type: 'staff', staffId: actor.staff.staffId },
      action: 'customer_view.started',
      target,
      details,
    });
    await recordStaffAudit(transaction, {
      staff: { id: actor.staff.staffId, name: actor.staff.name },
      action: 'customer.viewed_as',
      target,
      supplierId: user.supplier_id,
      details: { ...details, company: user.company },
      ipAddress: actor.ipAddress,
    });
    return view;
  });
}
