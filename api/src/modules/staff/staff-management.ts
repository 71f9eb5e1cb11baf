import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { containsPattern, pageOf } from '../../shared/lists/list-arguments.js';
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

/** The staff of the country the text finds (name or e-mail), active first, by name. */
function staffMembersQuery(database: Database, text: string | undefined) {
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
  return query
    .orderBy(sql`status = 'active'`, 'desc')
    .orderBy('name')
    .orderBy('id');
}

/** A page of the staff. */
export function pageStaffMembers(
  database: Database,
  text: string | undefined,
  page: { page: number; pageSize: number },
) {
  return pageOf(database, staffMembersQuery(database, text), page);
}

/** The export's reader of the same list. */
export function staffMemberListReader(text: string | undefined) {
  return (source: Database, offset: number, limit: number) =>
    staffMembersQuery(source, text).limit(limit).offset(offset).execute();
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
