import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { isUuid } from '../../shared/ids.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { endAllSessionsOfUser } from '../auth/service.js';
import { inviteUserForAdmin, type InvitationTarget } from '../invitations/service.js';
import type { Language } from '../../shared/countries.js';

type SupplierUserStatus = 'INVITED' | 'ACTIVE' | 'DEACTIVATED';

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

function supplierUsersQuery(database: Database, supplierId: string) {
  return database
    .selectFrom('users')
    .select((eb) => [
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
        .select((inner) => inner.fn.max('sessions.created_at').as('at'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .as('last_sign_in_at'),
      eb
        .selectFrom('invitation_codes')
        .select((inner) => inner.fn.max('invitation_codes.created_at').as('at'))
        .whereRef('invitation_codes.user_id', '=', 'users.id')
        .as('invited_at'),
    ])
    .where('users.supplier_id', '=', supplierId);
}

type Row = Awaited<ReturnType<ReturnType<typeof supplierUsersQuery>['executeTakeFirstOrThrow']>>;

function toSupplierUser(row: Row): SupplierUser {
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
    .orderBy(sql`case users.status when 'active' then 0 when 'invited' then 1 else 2 end`)
    .orderBy(sql`lower(users.first_name || ' ' || users.last_name)`)
    .orderBy('users.email')
    .execute();
  return rows.map(toSupplierUser);
}

/** One user of the supplier; NOT_FOUND for any other id, whoever it belongs to. */
export async function findSupplierUser(
  database: Database,
  supplierId: string,
  userId: string,
): Promise<SupplierUser> {
  if (!isUuid(userId)) throw notFound();
  const row = await supplierUsersQuery(database, supplierId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toSupplierUser(row);
}

/**
 * Deactivates a user of the supplier and ends all their sessions in the same transaction, so
 * their tokens stop working at once. Not the acting admin's own account.
 */
export async function deactivateSupplierUser(
  database: Database,
  input: { supplierId: string; userId: string; actingUserId: string },
): Promise<SupplierUser> {
  const user = await findSupplierUser(database, input.supplierId, input.userId);
  if (user.id === input.actingUserId) throw new DomainError('CANNOT_DEACTIVATE_SELF');
  await database.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('users')
      .set({ status: 'deactivated', updated_at: sql<Date>`now()` })
      .where('id', '=', user.id)
      .where('supplier_id', '=', input.supplierId)
      .execute();
    await endAllSessionsOfUser(transaction, user.id);
    await transaction
      .updateTable('invitation_codes')
      .set({ consumed_at: sql<Date>`now()` })
      .where('user_id', '=', user.id)
      .where('consumed_at', 'is', null)
      .execute();
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
 * address of another supplier's user is answered the same way, with a user that exists nowhere
 * (that user gets a notice instead), so the answer tells nothing about other suppliers' users.
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
  if (outcome.kind === 'invited') {
    return findSupplierUser(database, admin.supplierId, outcome.invited.userId);
  }
  return {
    id: randomUUID(),
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    status: 'INVITED',
    is_admin: false,
    has_report_access: invitation.hasReportAccess,
    language: invitation.language,
    last_sign_in_at: null,
    invited_at: new Date().toISOString(),
  };
}
