import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { hashPassword } from '../../shared/passwords.js';
import { revokeAllStaffSessions } from './sessions.js';
import type { StaffMemberModel, StaffRole } from './staff-model.js';

// The transport finds the console's caller and signs staff in through these.
export { findStaffCaller, revokeStaffSession } from './sessions.js';
export {
  completeStaffSignIn,
  startStaffSignIn,
  type StaffSignedIn,
  type StaffSignInDependencies,
} from './sign-in.js';
export { recordStaffAudit } from './staff-audit.js';
export {
  completeStaffMicrosoftSignIn,
  startStaffMicrosoftSignIn,
  type StaffMicrosoftDependencies,
} from './microsoft-sign-in.js';

const memberColumns = [
  'id',
  'email',
  'name',
  'role',
  'language',
  'status',
  'totp_enabled_at',
  'created_at',
  'last_sign_in_at',
] as const;

type MemberRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  language: string;
  status: string;
  totp_enabled_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
};

function memberModel(row: MemberRow): StaffMemberModel {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    language: row.language,
    status: row.status,
    totp_enabled: row.totp_enabled_at !== null,
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
  };
}

/** A record of a change to a member kept in the same transaction (the staff log). */
export type StaffChangeRecord = (
  transaction: Database,
  member: { id: string; email: string; name: string },
) => Promise<void>;

/** A first password, shown once: 96 random bits and a digit, as the password rules ask. */
export function firstStaffPassword(): string {
  return `${randomBytes(12).toString('base64url')}${randomInt(10)}`;
}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  language: string;
  password: string;
}

/** Adds a staff member of this country (the command line, the demo); the address is unique. */
export async function createStaffMember(
  database: Database,
  member: NewStaffMember,
): Promise<StaffMemberModel> {
  const taken = await database
    .selectFrom('staff_members')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', member.email.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw new DomainError('EMAIL_IN_USE', 'A staff member has this e-mail address.');
  const row = await database
    .insertInto('staff_members')
    .values({
      email: member.email,
      name: member.name,
      role: member.role,
      language: member.language,
      password_hash: await hashPassword(member.password),
    })
    .returning(memberColumns)
    .executeTakeFirstOrThrow();
  return memberModel(row);
}

export async function findStaffMember(
  database: Database,
  staffId: string,
): Promise<StaffMemberModel | undefined> {
  const row = await database
    .selectFrom('staff_members')
    .select(memberColumns)
    .where('id', '=', staffId)
    .executeTakeFirst();
  return row ? memberModel(row) : undefined;
}

/** Every staff member of this country, by name. */
export async function listStaffMembers(database: Database): Promise<StaffMemberModel[]> {
  const rows = await database
    .selectFrom('staff_members')
    .select(memberColumns)
    .orderBy('name')
    .orderBy('email')
    .execute();
  return rows.map(memberModel);
}

/**
 * Deactivates a member by e-mail: their sessions end at once and sign-in is refused. Answers
 * how many sessions ended; NOT_FOUND for an unknown address.
 */
export async function deactivateStaffMember(
  database: Database,
  email: string,
  record?: StaffChangeRecord,
): Promise<number> {
  return database.transaction().execute(async (transaction) => {
    const member = await transaction
      .updateTable('staff_members')
      .set({ status: 'deactivated' })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .returning(['id', 'email', 'name'])
      .executeTakeFirst();
    if (!member) throw new DomainError('NOT_FOUND', `No staff member ${email}.`);
    const ended = await revokeAllStaffSessions(transaction, member.id);
    await record?.(transaction, member);
    return ended;
  });
}

/**
 * Sets a member's password and clears the authenticator (a member who lost both is set up
 * anew): every session ends, the next sign-in sets up the second factor again.
 */
export async function resetStaffCredentials(
  database: Database,
  email: string,
  password: string,
  record?: StaffChangeRecord,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await database.transaction().execute(async (transaction) => {
    const member = await transaction
      .updateTable('staff_members')
      .set({
        password_hash: passwordHash,
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        status: 'active',
      })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .returning(['id', 'email', 'name'])
      .executeTakeFirst();
    if (!member) throw new DomainError('NOT_FOUND', `No staff member ${email}.`);
    await transaction
      .deleteFrom('staff_recovery_codes')
      .where('staff_id', '=', member.id)
      .execute();
    await revokeAllStaffSessions(transaction, member.id);
    await record?.(transaction, member);
  });
}
