import type { Database } from '../../database/connections.js';
import { recordAuditEvent } from '../audit-log/service.js';
import { recordStaffAudit } from '../staff/service.js';
import { createSupplier } from '../suppliers/service.js';
import type { StaffActor } from './customer-actions.js';

export interface NewConsoleCustomer {
  company: string;
  orgNumber: string | null;
  isMasterAccount: boolean;
  /** The master account it joins as a company of the group; null for a customer of its own. */
  parentId: string | null;
}

/**
 * Creates a customer as the command line's `create-supplier` does (one rule: a group's company
 * joins a master account, and is none itself), in the staff log and the new customer's audit log.
 * Its first admin is invited on its page afterwards.
 */
export async function createConsoleCustomer(
  database: Database,
  customer: NewConsoleCustomer,
  actor: StaffActor,
): Promise<string> {
  return database.transaction().execute(async (transaction) => {
    const created = await createSupplier(transaction, {
      company: customer.company,
      orgNumber: customer.orgNumber ?? undefined,
      parentSupplierId: customer.parentId ?? undefined,
      isMasterAccount: customer.isMasterAccount,
    });
    const target = { type: 'supplier', id: created.id, label: created.company } as const;
    const details = {
      kind: created.is_master_account
        ? 'master_account'
        : created.parent_supplier_id
          ? 'group_company'
          : 'customer',
    };
    await recordAuditEvent(transaction, {
      supplierId: created.id,
      actor: { type: 'staff', staffId: actor.staff.staffId },
      action: 'supplier.created',
      target,
      details,
    });
    await recordStaffAudit(transaction, {
      staff: { id: actor.staff.staffId, name: actor.staff.name },
      action: 'customer.created',
      target,
      supplierId: created.id,
      details,
      ipAddress: actor.ipAddress,
    });
    return created.id;
  });
}
