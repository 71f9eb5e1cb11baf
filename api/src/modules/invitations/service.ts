import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  isLanguage,
  type CountryCode,
  type Language,
  type ProfileCountry,
} from '../../shared/countries.js';
import { DomainError } from '../../shared/errors.js';
import { assertWithinMailQuota } from '../email/policy.js';
import { queueExistingAccountNotice, queueInvitationEmail } from '../email/service.js';
import { recordAddressInvitation, removeAddressInvitation } from './address-invitation-store.js';
import { hashCode, invitationPolicy } from './invite-codes.js';
import { recordAuditEvent } from '../audit-log/service.js';

/** An admin's invitation (or resend) in their supplier's audit log. */
function invitationEvent(
  supplierId: string,
  adminId: string,
  action: 'user.invited' | 'user.invitation_resent',
  invited: { id: string; email: string; hasReportAccess?: boolean | undefined },
) {
  return {
    supplierId,
    actor: { type: 'user', userId: adminId },
    action,
    target: { type: 'user', id: invited.id, label: invited.email },
    details: { has_report_access: invited.hasReportAccess },
  } as const;
}

/** The profile country of users invited in each country's portal. */
const profileCountryOf: Record<CountryCode, ProfileCountry> = {
  no: 'norway',
  dk: 'denmark',
  se: 'sweden',
};

export interface InvitationTarget {
  /** The country whose database this is: picks the link's location and the profile country. */
  country: CountryCode;
  /** The site's public address (config.publicUrl). */
  publicUrl: string;
}

export interface InviteUserInput {
  supplierId: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  language?: Language | undefined;
  isAdmin?: boolean | undefined;
  hasReportAccess?: boolean | undefined;
  /** The supplier admin who invites; null when the provider does (command line). */
  invitedBy?: string | null | undefined;
}

/**
 * Invites someone to a supplier: creates the user with status `invited` (or reuses the supplier's
 * invited or deactivated user with that e-mail), stores a new invite code (older ones stop
 * working) and queues the invitation mail, all in one transaction. An e-mail of an active user,
 * or of any other supplier's user, is EMAIL_IN_USE (without telling which).
 */
export async function inviteUser(
  database: Database,
  target: InvitationTarget,
  input: InviteUserInput,
): Promise<InvitedUser> {
  return database
    .transaction()
    .execute((transaction) => inviteUserInTransaction(transaction, target, input));
}

export interface InvitedUser {
  userId: string;
  email: string;
  created: boolean;
}

/** inviteUser inside a transaction the caller runs (with the change that causes it). */
export async function inviteUserInTransaction(
  transaction: Database,
  target: InvitationTarget,
  input: InviteUserInput,
): Promise<InvitedUser> {
  const outcome = await inviteOrNotify(transaction, target, input, { notifyOtherSuppliers: false });
  if (outcome.kind !== 'invited') throw new DomainError('EMAIL_IN_USE');
  return outcome.invited;
}

/** What became of a supplier admin's invitation; the admin is told the same in both cases. */
export type AdminInvitation =
  | { kind: 'invited'; invited: InvitedUser }
  /**
   * The address belongs to another supplier's user, who was mailed a notice instead; the admin's
   * supplier keeps an address invitation that is listed like an invited user.
   */
  | { kind: 'belongs-elsewhere'; addressInvitationId: string };

/**
 * A supplier admin's invitation. Unlike the provider's, it does not reveal whether an address
 * belongs to another supplier's user: that user gets a notice (not an invitation) and stays as
 * they are, and the caller answers as for a new invitation. Each mail counts against the admin's
 * mail quota (MAIL_LIMIT_REACHED). EMAIL_IN_USE only for an active user of the admin's supplier.
 */
export async function inviteUserForAdmin(
  database: Database,
  target: InvitationTarget,
  input: InviteUserInput & { invitedBy: string },
): Promise<AdminInvitation> {
  return database.transaction().execute(async (transaction) => {
    await assertWithinMailQuota(
      transaction,
      { userId: input.invitedBy, supplierId: input.supplierId },
      1,
    );
    const outcome = await inviteOrNotify(transaction, target, input, {
      notifyOtherSuppliers: true,
    });
    const id = outcome.kind === 'invited' ? outcome.invited.userId : outcome.addressInvitationId;
    const invited = { id, email: input.email, hasReportAccess: input.hasReportAccess };
    await recordAuditEvent(
      transaction,
      invitationEvent(input.supplierId, input.invitedBy, 'user.invited', invited),
    );
    return outcome;
  });
}

/** Invites, or for an address of another supplier's user notifies; the caller counts the mail. */
async function inviteOrNotify(
  transaction: Database,
  target: InvitationTarget,
  input: InviteUserInput & { userId?: string },
  options: { notifyOtherSuppliers: boolean },
): Promise<AdminInvitation> {
  const supplier = await transaction
    .selectFrom('suppliers')
    .select(['id', 'company', 'report_access_default'])
    .where('id', '=', input.supplierId)
    .executeTakeFirst();
  if (!supplier) throw new DomainError('NOT_FOUND', 'No such supplier.');
  // The user who holds the address, or the supplier's own pending (SCIM) user of it; another
  // supplier's pending user holds nothing and is left out.
  const existing = await transaction
    .selectFrom('users')
    .select(['id', 'supplier_id', 'status', 'email', 'language', 'identity_pending'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase()))
    .where((eb) => eb.or([eb('identity_pending', '=', false), eb('supplier_id', '=', supplier.id)]))
    .orderBy('identity_pending')
    .forUpdate()
    .executeTakeFirst();
  if (existing && existing.supplier_id !== supplier.id) {
    if (!options.notifyOtherSuppliers) throw new DomainError('EMAIL_IN_USE');
    await queueExistingAccountNotice(transaction, {
      recipient: existing.email,
      language: existing.language,
      companyName: supplier.company,
    });
    const addressInvitationId = await recordAddressInvitation(transaction, {
      supplierId: supplier.id,
      email: input.email,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      language: input.language ?? 'en',
      hasReportAccess: input.hasReportAccess ?? supplier.report_access_default,
      invitedBy: input.invitedBy ?? null,
    });
    return { kind: 'belongs-elsewhere', addressInvitationId };
  }
  // The supplier's own pending user is managed by its identity provider, not by invitations.
  if (existing?.status === 'active' || existing?.identity_pending) {
    throw new DomainError('EMAIL_IN_USE');
  }
  const profile = {
    ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
    ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
    ...(input.isAdmin !== undefined ? { is_admin: input.isAdmin } : {}),
    ...(input.hasReportAccess !== undefined ? { has_report_access: input.hasReportAccess } : {}),
  };
  let userId: string;
  if (existing) {
    await transaction
      .updateTable('users')
      .set({ ...profile, status: 'invited', password_hash: null, updated_at: sql<Date>`now()` })
      .where('id', '=', existing.id)
      .execute();
    userId = existing.id;
  } else {
    const created = await transaction
      .insertInto('users')
      .values({
        // A new user without a choice of report access gets the customer's default.
        has_report_access: supplier.report_access_default,
        ...profile,
        ...(input.userId !== undefined ? { id: input.userId } : {}),
        supplier_id: supplier.id,
        email: input.email,
        country: profileCountryOf[target.country],
        status: 'invited',
      })
      // A concurrent invitation of the same e-mail got there first.
      .onConflict((conflict) =>
        conflict
          .expression(sql`lower(email)`)
          .where('identity_pending', '=', false)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!created) throw new DomainError('EMAIL_IN_USE');
    userId = created.id;
  }
  // The address is now a user of the supplier: an earlier address invitation would list it twice.
  await removeAddressInvitation(transaction, supplier.id, input.email);
  await issueInvitation(transaction, target, {
    userId,
    companyName: supplier.company,
    invitedBy: input.invitedBy ?? null,
  });
  return { kind: 'invited', invited: { userId, email: input.email, created: !existing } };
}

/**
 * Sends a new invitation to an invited user: a new code replaces the older ones. ALREADY_REGISTERED
 * when the user is no longer invited. The caller has checked that it may see the user. A resend by
 * a supplier admin (invitedBy) counts against their mail quota (MAIL_LIMIT_REACHED).
 */
export async function resendInvitation(
  database: Database,
  target: InvitationTarget,
  input: {
    userId: string;
    invitedBy: string | null;
    /** The provider's own record of the resend (the console's logs), in the same transaction. */
    record?: (
      transaction: Database,
      user: { id: string; email: string; supplier_id: string },
    ) => Promise<void>;
  },
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    const user = await transaction
      .selectFrom('users')
      .innerJoin('suppliers', 'suppliers.id', 'users.supplier_id')
      .select(['users.id', 'users.email', 'users.status', 'users.supplier_id', 'suppliers.company'])
      .where('users.id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new DomainError('NOT_FOUND');
    if (user.status !== 'invited') throw new DomainError('ALREADY_REGISTERED');
    if (input.invitedBy !== null) {
      const sender = { userId: input.invitedBy, supplierId: user.supplier_id };
      await assertWithinMailQuota(transaction, sender, 1);
    }
    await issueInvitation(transaction, target, {
      userId: user.id,
      companyName: user.company,
      invitedBy: input.invitedBy,
    });
    if (input.invitedBy !== null) {
      const resent = { id: user.id, email: user.email };
      const event = invitationEvent(
        user.supplier_id,
        input.invitedBy,
        'user.invitation_resent',
        resent,
      );
      await recordAuditEvent(transaction, event);
    }
    await input.record?.(transaction, user);
  });
}

async function issueInvitation(
  transaction: Database,
  target: InvitationTarget,
  invitation: { userId: string; companyName: string; invitedBy: string | null },
): Promise<void> {
  const user = await transaction
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language'])
    .where('id', '=', invitation.userId)
    .executeTakeFirstOrThrow();
  await transaction
    .updateTable('invitation_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('user_id', '=', user.id)
    .where('consumed_at', 'is', null)
    .execute();
  const code = randomBytes(invitationPolicy.codeBytes).toString('base64url');
  await transaction
    .insertInto('invitation_codes')
    .values({
      user_id: user.id,
      code_hash: hashCode(code),
      invited_by: invitation.invitedBy,
      expires_at: sql<Date>`now() + make_interval(days => ${invitationPolicy.validDays})`,
    })
    .execute();
  await queueInvitationEmail(transaction, {
    recipient: user.email,
    language: user.language,
    firstName: user.first_name,
    companyName: invitation.companyName,
    registerUrl: `${target.publicUrl}/register/${code}?location=${target.country}`,
    validDays: invitationPolicy.validDays,
  });
}

/**
 * Resends an address invitation as resendInvitation does for invited users: the owner of the
 * address gets the notice again, or, if the address has no account any more, a real invitation
 * under the same id. ALREADY_REGISTERED when deactivated, MAIL_LIMIT_REACHED as for any mail.
 */
export async function resendAddressInvitation(
  database: Database,
  target: InvitationTarget,
  input: { supplierId: string; invitationId: string; invitedBy: string },
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    const invitation = await transaction
      .selectFrom('address_invitations')
      .selectAll()
      .where('id', '=', input.invitationId)
      .where('supplier_id', '=', input.supplierId)
      .forUpdate()
      .executeTakeFirst();
    if (!invitation) throw new DomainError('NOT_FOUND');
    if (invitation.status !== 'invited') throw new DomainError('ALREADY_REGISTERED');
    await assertWithinMailQuota(
      transaction,
      { userId: input.invitedBy, supplierId: input.supplierId },
      1,
    );
    await inviteOrNotify(
      transaction,
      target,
      {
        userId: invitation.id,
        supplierId: input.supplierId,
        email: invitation.email,
        firstName: invitation.first_name,
        lastName: invitation.last_name,
        language: isLanguage(invitation.language) ? invitation.language : undefined,
        hasReportAccess: invitation.has_report_access,
        isAdmin: false,
        invitedBy: input.invitedBy,
      },
      { notifyOtherSuppliers: true },
    );
    const resent = { id: invitation.id, email: invitation.email };
    const event = invitationEvent(
      input.supplierId,
      input.invitedBy,
      'user.invitation_resent',
      resent,
    );
    await recordAuditEvent(transaction, event);
  });
}

/** Deactivates an address invitation: it stays listed, as deactivated users do. */
export async function deactivateAddressInvitation(
  database: Database,
  supplierId: string,
  invitationId: string,
): Promise<void> {
  await database
    .updateTable('address_invitations')
    .set({ status: 'deactivated' })
    .where('id', '=', invitationId)
    .where('supplier_id', '=', supplierId)
    .execute();
}
