import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { textSort } from '../../shared/lists/list-collation.js';
import {
  createStaffMember,
  deactivateStaffMember,
  findStaffMember,
  firstStaffPassword,
  resetStaffCredentials,
} from './service.js';
import { recordStaffAudit } from './staff-audit.js';
import type { StaffCaller, StaffMemberModel, StaffRole } from './staff-model.js';

/** Who acts, for the staff log. */
export interface StaffActor {
  staff: StaffCaller;
  ipAddress: string | null;
}

export const staffMemberSorting = {
  sorts: ['status', 'name', 'role', 'last_sign_in_at'],
  defaultSort: 'status',
  defaultDirection: 'ASC',
} as const satisfies ListSorting<string>;
export type StaffMemberSort = (typeof staffMemberSorting.sorts)[number];

/** The staff of the country the text finds (name or e-mail); by default active first, by name. */
function staffMembersQuery(
  database: Database,
  text: string | undefined,
  order: ListOrder<StaffMemberSort>,
) {
  let query = database
    .selectFrom('staff_members')
    .select([
      'id',
      'email',
      'name',
      'role',
      'language',
      'status',
      'totp_enabled_at',
      'created_at',
      'last_sign_in_at',
    ]);
  const pattern = containsPattern(text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]),
    );
  }
  const byName = textSort(sql.ref('name'));
  return sortedBy(
    {
      // Active before deactivated (then by name): whom an access review looks at first.
      status: [sql`(status <> 'active')`, byName],
      name: byName,
      // A role's rank, not its name's: administrators, account managers, support.
      role: [sql`array_position(array['administrator','account_manager','support'], role)`, byName],
      last_sign_in_at: sql.ref('last_sign_in_at'),
    },
    sql.ref('id'),
    order,
  )(query);
}

/** A page of the staff. */
export function pageStaffMembers(
  database: Database,
  text: string | undefined,
  list: ListOrder<StaffMemberSort> & { page: number; pageSize: number },
) {
  return pageOf(database, staffMembersQuery(database, text, list), list);
}

/** The export's reader of the same list. */
export function staffMemberListReader(text: string | undefined, order: ListOrder<StaffMemberSort>) {
  return (source: Database, offset: number, limit: number) =>
    staffMembersQuery(source, text, order).limit(limit).offset(offset).execute();
}

async function memberOrThrow(database: Database, id: string): Promise<StaffMemberModel> {
  const member = await findStaffMember(database, id);
  if (!member) throw new DomainError('NOT_FOUND');
  return member;
}

const logged =
  (actor: StaffActor, action: string) =>
  (transaction: Database, member: { id: string; email: string; name: string }) =>
    recordStaffAudit(transaction, {
      staff: { id: actor.staff.staffId, name: actor.staff.name },
      action,
      target: { type: 'staff_member', id: member.id, label: member.email },
      ipAddress: actor.ipAddress,
    });

/** Adds a member with a first password (answered once), in the staff log. */
export async function addStaffMember(
  database: Database,
  member: { email: string; name: string; role: StaffRole; language: string },
  actor: StaffActor,
): Promise<{ member: StaffMemberModel; firstPassword: string }> {
  const firstPassword = firstStaffPassword();
  const added = await database.transaction().execute(async (transaction) => {
    const created = await createStaffMember(transaction, { ...member, password: firstPassword });
    await logged(actor, 'staff_member.added')(transaction, created);
    return created;
  });
  return { member: added, firstPassword };
}

/** A new first password and no authenticator for a member (a lost phone), in the staff log. */
export async function resetStaffMember(
  database: Database,
  id: string,
  actor: StaffActor,
): Promise<{ member: StaffMemberModel; firstPassword: string }> {
  const member = await memberOrThrow(database, id);
  const firstPassword = firstStaffPassword();
  await resetStaffCredentials(
    database,
    member.email,
    firstPassword,
    logged(actor, 'staff_member.reset'),
  );
  return { member: await memberOrThrow(database, id), firstPassword };
}

/** Deactivates a member (not oneself): their sessions end at once; in the staff log. */
export async function deactivateStaffMemberById(
  database: Database,
  id: string,
  actor: StaffActor,
): Promise<StaffMemberModel> {
  if (id === actor.staff.staffId) throw new DomainError('CANNOT_DEACTIVATE_SELF');
  const member = await memberOrThrow(database, id);
  await deactivateStaffMember(database, member.email, logged(actor, 'staff_member.deactivated'));
  return memberOrThrow(database, id);
}
