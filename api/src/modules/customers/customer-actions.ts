import type { Language } from '../../shared/countries.js';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { recordAuditEvent } from '../audit-log/service.js';
import {
  inviteUserInTransaction,
  resendInvitation,
  type InvitationTarget,
} from '../invitations/service.js';
import { recordStaffAudit } from '../staff/service.js';
import type { StaffCaller } from '../staff/staff-model.js';
import { deactivateUserRow } from '../supplier-users/service.js';
import { findConsoleCustomer } from './customer-list.js';
import { findConsoleCustomerUser } from './customer-users.js';

/** Who acts in the console, for both logs. */
export interface StaffActor {
  staff: StaffCaller;
  ipAddress: string | null;
}

const staffOf = (actor: StaffActor) => ({ id: actor.staff.staffId, name: actor.staff.name });

async function lockedCustomer(transaction: Database, supplierId: string) {
  const customer = await transaction
    .selectFrom('suppliers')
    .select(['id', 'company', 'can_upload', 'report_access_default'])
    .where('id', '=', supplierId)
    .forUpdate()
    .executeTakeFirst();
  if (!customer) throw new DomainError('NOT_FOUND');
  return customer;
}

export interface CustomerInvitation {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  isAdmin: boolean;
  hasReportAccess: boolean;
}

/** Invites someone to a customer as the provider does (the command line's rule), logged twice. */
export async function inviteCustomerUser(
  database: Database,
  target: InvitationTarget,
  supplierId: string,
  invitation: CustomerInvitation,
  actor: StaffActor,
) {
  const userId = await database.transaction().execute(async (transaction) => {
    const customer = await lockedCustomer(transaction, supplierId);
    const invited = await inviteUserInTransaction(transaction, target, {
      supplierId,
      ...invitation,
      invitedBy: null,
    });
    const details = { is_admin: invitation.isAdmin, has_report_access: invitation.hasReportAccess };
    await recordAuditEvent(transaction, {
      supplierId,
      actor: { type: 'staff', staffId: actor.staff.staffId },
      action: 'user.invited',
      target: { type: 'user', id: invited.userId, label: invited.email },
      details,
    });
    await recordStaffAudit(transaction, {
      staff: staffOf(actor),
      action: 'customer_user.invited',
      target: { type: 'user', id: invited.userId, label: invited.email },
      supplierId,
      details: { ...details, company: customer.company },
      ipAddress: actor.ipAddress,
    });
    return invited.userId;
  });
  return findUserOrThrow(database, userId);
}

/** Mails an invited user of any customer a new link, logged twice. */
export async function resendCustomerInvitation(
  database: Database,
  target: InvitationTarget,
  userId: string,
  actor: StaffActor,
) {
  await resendInvitation(database, target, {
    userId,
    invitedBy: null,
    record: async (transaction, user) => {
      await recordAuditEvent(transaction, {
        supplierId: user.supplier_id,
        actor: { type: 'staff', staffId: actor.staff.staffId },
        action: 'user.invitation_resent',
        target: { type: 'user', id: user.id, label: user.email },
      });
      await recordStaffAudit(transaction, {
        staff: staffOf(actor),
        action: 'customer_user.invitation_resent',
        target: { type: 'user', id: user.id, label: user.email },
        supplierId: user.supplier_id,
        ipAddress: actor.ipAddress,
      });
    },
  });
  return findUserOrThrow(database, userId);
}

/**
 * Deactivates a user of any customer as their admin would (sessions end, regular reports
 * paused), logged twice. A user already deactivated stays so, and nothing is logged again.
 */
export async function deactivateCustomerUser(
  database: Database,
  userId: string,
  actor: StaffActor,
) {
  await database.transaction().execute(async (transaction) => {
    const user = await transaction
      .selectFrom('users')
      .select(['id', 'email', 'supplier_id', 'status'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new DomainError('NOT_FOUND');
    if (user.status === 'deactivated') return;
    const staffActor = { type: 'staff', staffId: actor.staff.staffId } as const;
    const details = await deactivateUserRow(transaction, user.supplier_id, user.id, staffActor);
    await recordAuditEvent(transaction, {
      supplierId: user.supplier_id,
      actor: staffActor,
      action: 'user.deactivated',
      target: { type: 'user', id: user.id, label: user.email },
      details,
    });
    await recordStaffAudit(transaction, {
      staff: staffOf(actor),
      action: 'customer_user.deactivated',
      target: { type: 'user', id: user.id, label: user.email },
      supplierId: user.supplier_id,
      ipAddress: actor.ipAddress,
    });
  });
  return findUserOrThrow(database, userId);
}

/**
 * The customer's switches staff set: whether its users may attach files to orders, and whether
 * its new users get report access by default.
 */
export type CustomerSwitch = 'can_upload' | 'report_access_default';

/** Sets one of a customer's switches; a change is logged twice, setting it as it is is not. */
export async function setCustomerSwitch(
  database: Database,
  supplierId: string,
  change: { name: CustomerSwitch; value: boolean },
  actor: StaffActor,
) {
  await database.transaction().execute(async (transaction) => {
    const customer = await lockedCustomer(transaction, supplierId);
    if (customer[change.name] === change.value) return;
    await transaction
      .updateTable('suppliers')
      .set({ [change.name]: change.value })
      .where('id', '=', supplierId)
      .execute();
    const details = { [change.name]: change.value };
    await recordAuditEvent(transaction, {
      supplierId,
      actor: { type: 'staff', staffId: actor.staff.staffId },
      action: 'supplier.settings_changed',
      target: { type: 'supplier', id: supplierId, label: customer.company },
      details,
    });
    await recordStaffAudit(transaction, {
      staff: staffOf(actor),
      action: 'customer.settings_changed',
      target: { type: 'supplier', id: supplierId, label: customer.company },
      supplierId,
      details,
      ipAddress: actor.ipAddress,
    });
  });
  const customer = await findConsoleCustomer(database, supplierId);
  if (!customer) throw new DomainError('NOT_FOUND');
  return customer;
}

async function findUserOrThrow(database: Database, userId: string) {
  const user = await findConsoleCustomerUser(database, userId);
  if (!user) throw new DomainError('NOT_FOUND');
  return user;
}
