import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { CountryCode, Language, ProfileCountry } from '../../shared/countries.js';
import { DomainError } from '../../shared/errors.js';
import { hashPassword } from '../../shared/passwords.js';
import { consumeRateLimit, type RateLimit } from '../../shared/rate-limit.js';
import { startSession, type SessionDependencies } from '../auth/service.js';
import { consumeMailQuota } from '../email/policy.js';
import { queueExistingAccountNotice, queueInvitationEmail } from '../email/service.js';
import { userColumns } from '../users/service.js';
import type { UserModel } from '../users/user-model.js';
import { assertStrongPassword } from '../../shared/password-rules.js';
import type { RegisterInvitedUserInput } from './inputs.js';

const invitationPolicy = {
  codeBytes: 32,
  validDays: 7,
  /** invite_code_validation and register_invited_user together, per client address. */
  codeChecksPerAddress: { scope: 'invite-code-address', limit: 30, windowMinutes: 15 },
} as const satisfies Record<string, number | RateLimit>;

/** The profile country of users invited in each country's portal. */
const profileCountryOf: Record<CountryCode, ProfileCountry> = {
  no: 'norway',
  dk: 'denmark',
  se: 'sweden',
};

const codePattern = /^[A-Za-z0-9_-]{16,128}$/;

function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

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
  /** The address belongs to another supplier's user, who was mailed a notice instead. */
  | { kind: 'belongs-elsewhere' };

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
    await consumeMailQuota(
      transaction,
      { userId: input.invitedBy, supplierId: input.supplierId },
      1,
    );
    return inviteOrNotify(transaction, target, input, { notifyOtherSuppliers: true });
  });
}

async function inviteOrNotify(
  transaction: Database,
  target: InvitationTarget,
  input: InviteUserInput,
  options: { notifyOtherSuppliers: boolean },
): Promise<AdminInvitation> {
  const supplier = await transaction
    .selectFrom('suppliers')
    .select(['id', 'company'])
    .where('id', '=', input.supplierId)
    .executeTakeFirst();
  if (!supplier) throw new DomainError('NOT_FOUND', 'No such supplier.');
  const existing = await transaction
    .selectFrom('users')
    .select(['id', 'supplier_id', 'status', 'email', 'language'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase()))
    .forUpdate()
    .executeTakeFirst();
  if (existing && existing.supplier_id !== supplier.id) {
    if (!options.notifyOtherSuppliers) throw new DomainError('EMAIL_IN_USE');
    await queueExistingAccountNotice(transaction, {
      recipient: existing.email,
      language: existing.language,
      companyName: supplier.company,
    });
    return { kind: 'belongs-elsewhere' };
  }
  if (existing?.status === 'active') throw new DomainError('EMAIL_IN_USE');
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
        ...profile,
        supplier_id: supplier.id,
        email: input.email,
        country: profileCountryOf[target.country],
        status: 'invited',
      })
      // A concurrent invitation of the same e-mail got there first.
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) throw new DomainError('EMAIL_IN_USE');
    userId = created.id;
  }
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
  input: { userId: string; invitedBy: string | null },
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    const user = await transaction
      .selectFrom('users')
      .innerJoin('suppliers', 'suppliers.id', 'users.supplier_id')
      .select(['users.id', 'users.status', 'users.supplier_id', 'suppliers.company'])
      .where('users.id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new DomainError('NOT_FOUND');
    if (user.status !== 'invited') throw new DomainError('ALREADY_REGISTERED');
    if (input.invitedBy !== null) {
      const sender = { userId: input.invitedBy, supplierId: user.supplier_id };
      await consumeMailQuota(transaction, sender, 1);
    }
    await issueInvitation(transaction, target, {
      userId: user.id,
      companyName: user.company,
      invitedBy: input.invitedBy,
    });
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

/** Session dependencies plus whether sign-in with Microsoft is configured. */
type InvitationContext = SessionDependencies & { microsoftSignInAvailable: boolean };

/**
 * The invited user behind a live code. INVALID_INVITE_CODE for an unknown, used or replaced code
 * (or a user no longer invited), INVITE_CODE_EXPIRED for an expired one.
 */
async function findInvitation(database: Database, code: string) {
  if (!codePattern.test(code)) throw new DomainError('INVALID_INVITE_CODE');
  const row = await database
    .selectFrom('invitation_codes')
    .innerJoin('users', 'users.id', 'invitation_codes.user_id')
    .select([
      'invitation_codes.id as code_id',
      sql<boolean>`invitation_codes.expires_at <= now()`.as('expired'),
      'users.id',
      'users.email',
      'users.supplier_id',
    ])
    .where('invitation_codes.code_hash', '=', hashCode(code))
    .where('invitation_codes.consumed_at', 'is', null)
    .where('users.status', '=', 'invited')
    .executeTakeFirst();
  if (!row) throw new DomainError('INVALID_INVITE_CODE');
  if (row.expired) throw new DomainError('INVITE_CODE_EXPIRED');
  return row;
}

/** The id and e-mail of the user an invite code belongs to (throttled per client address). */
export async function checkInviteCode(
  context: InvitationContext,
  code: string,
): Promise<{ id: string; email: string }> {
  const { database, client } = context;
  await consumeRateLimit(database, invitationPolicy.codeChecksPerAddress, client.ipAddress);
  const invitation = await findInvitation(database, code);
  return { id: invitation.id, email: invitation.email };
}

/**
 * Completes an invited user's registration: sets the profile and password, makes the user active,
 * consumes the code and signs them in. With microsoft_user the profile is saved and the
 * registration completes when the user comes back from Microsoft (see requestMicrosoftRegistration).
 */
export async function registerInvitedUser(
  context: InvitationContext,
  input: RegisterInvitedUserInput,
): Promise<UserModel> {
  const { database, client } = context;
  await consumeRateLimit(database, invitationPolicy.codeChecksPerAddress, client.ipAddress);
  const invitation = await findInvitation(database, input.invite_code);
  if (invitation.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new DomainError('BAD_USER_INPUT', 'Use the e-mail address the invitation was sent to.', {
      fields: [{ field: 'email', message: 'Use the e-mail address the invitation was sent to.' }],
    });
  }
  if (input.microsoft_user) return requestMicrosoftRegistration(context, invitation, input);
  assertStrongPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const registered = await database.transaction().execute(async (transaction) => {
    // Single use, even against a concurrent request with the same code.
    const claimed = await transaction
      .updateTable('invitation_codes')
      .set({ consumed_at: sql<Date>`now()` })
      .where('id', '=', invitation.code_id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    const updated = await transaction
      .updateTable('users')
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        job_title: input.job_title,
        language: input.language,
        password_hash: passwordHash,
        status: 'active',
        registered_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', invitation.id)
      .where('status', '=', 'invited')
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    await transaction
      .updateTable('invitation_codes')
      .set({ consumed_at: sql<Date>`now()` })
      .where('user_id', '=', invitation.id)
      .where('consumed_at', 'is', null)
      .execute();
    return true;
  });
  if (!registered) throw new DomainError('INVALID_INVITE_CODE');
  return startSession(context, { id: invitation.id, supplier_id: invitation.supplier_id });
}

/**
 * "Register with Microsoft": the profile is saved and the user stays invited, without a password
 * or a token, until they sign in with the Microsoft account of the invited, verified e-mail
 * (auth_microsoft), which uses up the invitation.
 */
async function requestMicrosoftRegistration(
  context: InvitationContext,
  invitation: { id: string },
  input: RegisterInvitedUserInput,
): Promise<UserModel> {
  if (!context.microsoftSignInAvailable) throw new DomainError('MICROSOFT_SIGN_IN_UNAVAILABLE');
  const user = await context.database
    .updateTable('users')
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      job_title: input.job_title,
      language: input.language,
      microsoft_registration_requested_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', invitation.id)
    .where('status', '=', 'invited')
    .returning(userColumns)
    .executeTakeFirst();
  if (!user) throw new DomainError('INVALID_INVITE_CODE');
  return { ...user, acting_supplier_id: user.supplier_id, token: null };
}
