import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { hashPassword } from '../../shared/passwords.js';
import { consumeAddressRateLimit } from '../../shared/rate-limit.js';
import { assertStrongPassword } from '../../shared/password-rules.js';
import { startSession, type SessionDependencies } from '../auth/service.js';
import { userColumns } from '../users/service.js';
import type { UserModel } from '../users/user-model.js';
import type { RegisterInvitedUserInput } from './inputs.js';
import { codePattern, hashCode, invitationPolicy } from './invite-codes.js';

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
      'users.first_name',
      'users.last_name',
      'users.phone',
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

/**
 * The id, e-mail and the names (and phone, from an access request) known of the user an invite code belongs to
 * (throttled per client address).
 */
export async function checkInviteCode(
  context: InvitationContext,
  code: string,
): Promise<{
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}> {
  const { database, client } = context;
  await consumeAddressRateLimit(database, invitationPolicy.codeChecksPerAddress, client.ipAddress);
  const invitation = await findInvitation(database, code);
  return {
    id: invitation.id,
    email: invitation.email,
    first_name: invitation.first_name || null,
    last_name: invitation.last_name || null,
    phone: invitation.phone || null,
  };
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
  await consumeAddressRateLimit(database, invitationPolicy.codeChecksPerAddress, client.ipAddress);
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
  return startSession(
    context,
    { id: invitation.id, supplier_id: invitation.supplier_id },
    'invitation',
  );
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
