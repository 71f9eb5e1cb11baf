import type { Database } from '../../database/connections.js';
import type { RequestClient } from '../../shared/request-client.js';
import { isLanguage, type CountryCode } from '../../shared/countries.js';
import { consumeAddressRateLimit } from '../../shared/rate-limit.js';
import { DomainError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { recordAuditEvent } from '../audit-log/service.js';
import { recordStaffAudit } from '../staff/service.js';
import { queueAccessRequestNotice, queueAccessRequestRejectedEmail } from '../email/service.js';
import {
  inviteUserInTransaction,
  type InvitationTarget,
  type InvitedUser,
} from '../invitations/service.js';
import { createSupplier, findSupplier } from '../suppliers/service.js';
import type { RequestAccessInput } from './inputs.js';

const accessRequestPolicy = {
  requestsPerAddress: { scope: 'access-request-address', limit: 5, windowMinutes: 60 },
} as const;

/** The language the provider's staff in each country read. */
const staffLanguage: Record<CountryCode, string> = { no: 'no', dk: 'da', se: 'se' };

interface AccessRequestContext {
  country: CountryCode;
  database: Database;
  client: RequestClient;
  /** Where the notice of a new request goes. */
  providerStaffEmail: string;
}

/** Stores the request and queues the notice to the provider's staff, in one transaction. */
export async function requestAccess(
  context: AccessRequestContext,
  input: RequestAccessInput,
): Promise<string> {
  const { database, client, country, providerStaffEmail } = context;
  await consumeAddressRateLimit(database, accessRequestPolicy.requestsPerAddress, client.ipAddress);
  return database.transaction().execute(async (transaction) => {
    const { id } = await transaction
      .insertInto('access_requests')
      .values({ ...input, ip_address: client.ipAddress })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueAccessRequestNotice(transaction, {
      recipient: providerStaffEmail,
      language: staffLanguage[country],
      request: {
        id,
        country,
        companyName: input.company_name,
        orgNumber: input.org_number,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        email: input.email,
      },
    });
    return id;
  });
}

export type AccessRequestStatus = 'pending' | 'approved' | 'rejected';

export interface AccessRequestRow {
  id: string;
  company_name: string;
  org_number: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  status: string;
  created_at: Date;
  decided_at: Date | null;
}

/** Access requests, newest first, optionally of one status (for the admin command line). */
export async function listAccessRequests(
  database: Database,
  status?: AccessRequestStatus,
): Promise<AccessRequestRow[]> {
  let query = database
    .selectFrom('access_requests')
    .select([
      'id',
      'company_name',
      'org_number',
      'first_name',
      'last_name',
      'phone',
      'email',
      'status',
      'created_at',
      'decided_at',
    ])
    .orderBy('created_at', 'desc');
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

/** Who decided a request in the console (the command line decides as nobody in particular). */
export interface AccessRequestDecider {
  staffId: string;
  name: string;
  ipAddress: string;
}

/**
 * Rejects a pending request; false when there is no pending request with that id. With a reason,
 * the requester gets it by e-mail in the language of the form, in the same transaction.
 */
export async function rejectAccessRequest(
  database: Database,
  id: string,
  decision: { reason?: string | undefined; decidedBy?: AccessRequestDecider | undefined } = {},
): Promise<boolean> {
  if (!isUuid(id)) return false;
  return database.transaction().execute(async (transaction) => {
    const request = await transaction
      .updateTable('access_requests')
      .set({
        status: 'rejected',
        decided_at: new Date(),
        rejection_reason: decision.reason ?? null,
        decided_by_staff_id: decision.decidedBy?.staffId ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['id', 'email', 'first_name', 'company_name', 'language'])
      .executeTakeFirst();
    if (!request) return false;
    if (decision.reason) {
      await queueAccessRequestRejectedEmail(transaction, {
        recipient: request.email,
        language: request.language,
        firstName: request.first_name,
        companyName: request.company_name,
        reason: decision.reason,
      });
    }
    if (decision.decidedBy) {
      await recordStaffAudit(transaction, {
        staff: { id: decision.decidedBy.staffId, name: decision.decidedBy.name },
        action: 'access_request.rejected',
        target: { type: 'access_request', id: request.id, label: request.company_name },
        details: { email: request.email, reason: decision.reason },
        ipAddress: decision.decidedBy.ipAddress,
      });
    }
    return true;
  });
}

/**
 * Approves a pending request: creates a supplier from it unless one is given, invites the
 * requester to that supplier as its admin (invitation mail included) and marks the request
 * approved, all in one transaction. Undefined when there is no pending request with that id.
 * Decided in the console, the customer's audit log shows the staff member's invitation and the
 * provider's staff log the approval.
 */
export async function approveAccessRequest(
  database: Database,
  target: InvitationTarget,
  input: { id: string; supplierId?: string | undefined; decidedBy?: AccessRequestDecider },
): Promise<{ supplierId: string; supplierCreated: boolean; invited: InvitedUser } | undefined> {
  if (!isUuid(input.id)) return undefined;
  if (input.supplierId !== undefined && !isUuid(input.supplierId)) {
    throw new DomainError('NOT_FOUND', `No supplier ${input.supplierId}.`);
  }
  return database.transaction().execute(async (transaction) => {
    const request = await transaction
      .selectFrom('access_requests')
      .selectAll()
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (!request) return undefined;
    let supplierId = input.supplierId;
    if (supplierId === undefined) {
      const supplier = await createSupplier(transaction, {
        company: request.company_name,
        orgNumber: request.org_number,
      });
      supplierId = supplier.id;
    } else if (!(await findSupplier(transaction, supplierId))) {
      throw new DomainError('NOT_FOUND', `No supplier ${supplierId}.`);
    }
    const invited = await inviteUserInTransaction(transaction, target, {
      supplierId,
      email: request.email,
      firstName: request.first_name,
      lastName: request.last_name,
      language: isLanguage(request.language) ? request.language : undefined,
      // The first user of a new supplier manages its users.
      isAdmin: input.supplierId === undefined ? true : undefined,
      invitedBy: null,
    });
    await transaction
      .updateTable('users')
      .set({ phone: request.phone })
      .where('id', '=', invited.userId)
      .execute();
    await transaction
      .updateTable('access_requests')
      .set({
        status: 'approved',
        decided_at: new Date(),
        decided_by_staff_id: input.decidedBy?.staffId ?? null,
      })
      .where('id', '=', request.id)
      .execute();
    if (input.decidedBy) {
      await recordDecisionInLogs(transaction, input.decidedBy, {
        request,
        supplierId,
        supplierCreated: input.supplierId === undefined,
        invitedUserId: invited.userId,
      });
    }
    return { supplierId, supplierCreated: input.supplierId === undefined, invited };
  });
}

/** The approval in the provider's staff log, and the invitation in the customer's audit log. */
async function recordDecisionInLogs(
  transaction: Database,
  decidedBy: AccessRequestDecider,
  approval: {
    request: { id: string; company_name: string; email: string };
    supplierId: string;
    supplierCreated: boolean;
    invitedUserId: string;
  },
): Promise<void> {
  const { request, supplierId } = approval;
  await recordStaffAudit(transaction, {
    staff: { id: decidedBy.staffId, name: decidedBy.name },
    action: 'access_request.approved',
    target: { type: 'access_request', id: request.id, label: request.company_name },
    supplierId,
    details: { email: request.email, supplier_created: approval.supplierCreated },
    ipAddress: decidedBy.ipAddress,
  });
  await recordAuditEvent(transaction, {
    supplierId,
    actor: { type: 'staff', staffId: decidedBy.staffId },
    action: 'user.invited',
    target: { type: 'user', id: approval.invitedUserId, label: request.email },
  });
}
