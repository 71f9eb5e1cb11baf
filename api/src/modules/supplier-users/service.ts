import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { isUuid } from '../../shared/ids.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { endAllSessionsOfUser } from '../auth/service.js';
import {
  deactivateAddressInvitation,
  inviteUserForAdmin,
  resendAddressInvitation,
  resendInvitation,
  type InvitationTarget,
} from '../invitations/service.js';
import type { Language } from '../../shared/countries.js';
import { recordAuditEvent, type AuditActor } from '../audit-log/service.js';
import { pauseSubscriptionsOfDeactivatedCreator } from '../reports/service.js';
import {
  noTokensInUse,
  tokensCreatedInUse,
  tokensInUseDetails,
  type TokensInUse,
} from './created-tokens.js';

function deactivationEvent(
  supplierId: string,
  adminId: string,
  user: Row,
  details: DeactivationDetails,
) {
  return {
    supplierId,
    actor: { type: 'user', userId: adminId },
    action: 'user.deactivated',
    target: { type: 'user', id: user.id, label: user.email },
    details,
  } as const;
}

type SupplierUserStatus = 'INVITED' | 'ACTIVE' | 'DEACTIVATED';
type SupplierUserKind = 'user' | 'address-invitation';

export interface SupplierUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: SupplierUserStatus;
  is_admin: boolean;
  has_report_access: boolean;
  language: string;
  last_sign_in_at: string | null;
  invited_at: string | null;
}

const statusOf: Record<string, SupplierUserStatus> = {
  invited: 'INVITED',
  active: 'ACTIVE',
  deactivated: 'DEACTIVATED',
};

/**
 * The supplier's users and its invitations of addresses that belong to other suppliers'
 * accounts, in one shape: an admin cannot tell the two apart.
 */
export function supplierUsersQuery(database: Database, supplierId: string) {
  const users = database
    .selectFrom('users')
    .select((eb) => [
      sql<SupplierUserKind>`'user'`.as('kind'),
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.status',
      'users.is_admin',
      'users.has_report_access',
      'users.language',
      eb
        .selectFrom('sessions')
        .select(sql<Date | null>`max(sessions.created_at)`.as('at'))
        .whereRef('sessions.user_id', '=', 'users.id')
        // A staff member seeing the portal as a user is not that user signing in.
        .where('sessions.viewed_by_staff_id', 'is', null)
        .as('last_sign_in_at'),
      eb
        .selectFrom('invitation_codes')
        .select(sql<Date | null>`max(invitation_codes.created_at)`.as('at'))
        .whereRef('invitation_codes.user_id', '=', 'users.id')
        .as('invited_at'),
    ])
    .where('users.supplier_id', '=', supplierId);
  const addressInvitations = database
    .selectFrom('address_invitations')
    .select([
      sql<SupplierUserKind>`'address-invitation'`.as('kind'),
      'address_invitations.id',
      'address_invitations.email',
      'address_invitations.first_name',
      'address_invitations.last_name',
      'address_invitations.status',
      sql<boolean>`false`.as('is_admin'),
      'address_invitations.has_report_access',
      'address_invitations.language',
      sql<Date | null>`null::timestamptz`.as('last_sign_in_at'),
      sql<Date | null>`address_invitations.invited_at`.as('invited_at'),
    ])
    .where('address_invitations.supplier_id', '=', supplierId)
    // An address that has since become one of the supplier's users is listed once, as that user.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .where('users.supplier_id', '=', supplierId)
            .where(sql<boolean>`lower(users.email) = lower(address_invitations.email)`),
        ),
      ),
    );
  return database.selectFrom(users.unionAll(addressInvitations).as('supplier_users')).selectAll();
}

type Row = Awaited<ReturnType<ReturnType<typeof supplierUsersQuery>['executeTakeFirstOrThrow']>>;

export function toSupplierUser(row: Row): SupplierUser {
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    status: statusOf[row.status] ?? 'DEACTIVATED',
    is_admin: row.is_admin,
    has_report_access: row.has_report_access,
    language: row.language,
    last_sign_in_at: iso(row.last_sign_in_at),
    invited_at: row.status === 'invited' ? iso(row.invited_at) : null,
  };
}

/** The supplier's users: active first, then invited, then deactivated; by name within each. */
export async function listSupplierUsers(
  database: Database,
  supplierId: string,
): Promise<SupplierUser[]> {
  const rows = await supplierUsersQuery(database, supplierId)
    .orderBy(sql`case supplier_users.status when 'active' then 0 when 'invited' then 1 else 2 end`)
    .orderBy(sql`lower(supplier_users.first_name || ' ' || supplier_users.last_name)`)
    .orderBy('supplier_users.email')
    // get_supplier_users is not paged: the first 200 (get_supplier_user_page pages them all).
    .limit(200)
    .execute();
  return rows.map(toSupplierUser);
}

/** One user of the supplier; NOT_FOUND for any other id, whoever it belongs to. */
async function findSupplierUser(
  database: Database,
  supplierId: string,
  userId: string,
): Promise<SupplierUser> {
  return toSupplierUser(await findRow(database, supplierId, userId));
}

async function findRow(database: Database, supplierId: string, userId: string): Promise<Row> {
  if (!isUuid(userId)) throw notFound();
  const row = await supplierUsersQuery(database, supplierId)
    .where('supplier_users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** What a deactivation's audit entry adds: the tokens the user created that keep working. */
type DeactivationDetails = ReturnType<typeof tokensInUseDetails>;

/**
 * Deactivates a user of the supplier, ends all their sessions, voids their invitation codes and
 * pauses the regular reports they created; call it in a transaction. Every instance forgets the
 * user's cached sessions through the change notifications on users and sessions. (SCIM
 * deprovisioning deactivates this way too.) Their tokens keep working; the answer counts them
 * for the audit entry.
 */
export async function deactivateUserRow(
  transaction: Database,
  supplierId: string,
  userId: string,
  actor: AuditActor,
): Promise<DeactivationDetails> {
  const deactivated = await transaction
    .updateTable('users')
    .set({ status: 'deactivated', updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
  if (deactivated.numUpdatedRows === 0n) return tokensInUseDetails(noTokensInUse);
  await pauseSubscriptionsOfDeactivatedCreator(transaction, userId, actor);
  await endAllSessionsOfUser(transaction, userId);
  await transaction
    .updateTable('invitation_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  return tokensInUseDetails(await tokensCreatedInUse(transaction, supplierId, userId));
}

/**
 * The supplier's API and SCIM tokens a user of the supplier created that keep working after the
 * user is deactivated. An address invitation has none. NOT_FOUND for anyone else's user.
 */
export async function supplierUserTokensInUse(
  database: Database,
  supplierId: string,
  userId: string,
): Promise<TokensInUse> {
  const user = await findRow(database, supplierId, userId);
  if (user.kind === 'address-invitation') return noTokensInUse;
  return tokensCreatedInUse(database, supplierId, user.id);
}

/**
 * Deactivates a user of the supplier and ends all their sessions in the same transaction, so
 * their sign-in tokens stop working at once. Not the acting admin's own account.
 */
export async function deactivateSupplierUser(
  database: Database,
  input: { supplierId: string; userId: string; actingUserId: string },
): Promise<SupplierUser> {
  const user = await findRow(database, input.supplierId, input.userId);
  if (user.id === input.actingUserId) throw new DomainError('CANNOT_DEACTIVATE_SELF');
  if (user.kind === 'address-invitation') {
    await deactivateAddressInvitation(database, input.supplierId, user.id);
    // The same details as a user's, so the log does not tell the two apart either.
    const details = tokensInUseDetails(noTokensInUse);
    const event = deactivationEvent(input.supplierId, input.actingUserId, user, details);
    await recordAuditEvent(database, event);
    return findSupplierUser(database, input.supplierId, user.id);
  }
  await database.transaction().execute(async (transaction) => {
    const actor = { type: 'user', userId: input.actingUserId } as const;
    const details = await deactivateUserRow(transaction, input.supplierId, user.id, actor);
    await recordAuditEvent(
      transaction,
      deactivationEvent(input.supplierId, input.actingUserId, user, details),
    );
  });
  return findSupplierUser(database, input.supplierId, user.id);
}

export interface SupplierUserInvitation {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  hasReportAccess: boolean;
}

/**
 * A supplier admin invites someone to their own supplier and gets the invited user back. An
 * address of another supplier's user is answered the same way, with an address invitation that
 * is listed, resent and deactivated like an invited user (the address's owner gets a notice
 * instead), so nothing tells the admin about other suppliers' users.
 */
export async function inviteSupplierUser(
  database: Database,
  target: InvitationTarget,
  admin: { supplierId: string; userId: string },
  invitation: SupplierUserInvitation,
): Promise<SupplierUser> {
  const outcome = await inviteUserForAdmin(database, target, {
    supplierId: admin.supplierId,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    language: invitation.language,
    hasReportAccess: invitation.hasReportAccess,
    isAdmin: false,
    invitedBy: admin.userId,
  });
  const id = outcome.kind === 'invited' ? outcome.invited.userId : outcome.addressInvitationId;
  return findSupplierUser(database, admin.supplierId, id);
}

/**
 * Mails an invited user of the supplier a new registration link (an address invitation: a new
 * notice to the address's owner). NOT_FOUND for anyone else's user, before anything else.
 */
export async function resendSupplierUserInvitation(
  database: Database,
  target: InvitationTarget,
  admin: { supplierId: string; userId: string },
  userId: string,
): Promise<SupplierUser> {
  const user = await findRow(database, admin.supplierId, userId);
  if (user.kind === 'address-invitation') {
    await resendAddressInvitation(database, target, {
      supplierId: admin.supplierId,
      invitationId: user.id,
      invitedBy: admin.userId,
    });
  } else {
    await resendInvitation(database, target, { userId: user.id, invitedBy: admin.userId });
  }
  return findSupplierUser(database, admin.supplierId, user.id);
}

/** Whether the supplier's new users get report access by default (the provider sets it). */
export async function reportAccessDefaultOf(database: Database, supplierId: string) {
  const supplier = await database
    .selectFrom('suppliers')
    .select('report_access_default')
    .where('id', '=', supplierId)
    .executeTakeFirstOrThrow();
  return supplier.report_access_default;
}
