import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { hashPassword } from '../../shared/passwords.js';
import {
  consumeAddressRateLimit,
  consumeRateLimit,
  type RateLimit,
} from '../../shared/rate-limit.js';
import { queuePasswordResetEmail } from '../email/service.js';
import type { UserModel } from '../users/user-model.js';
import { startSession, type SessionDependencies } from './service.js';
import { invalidateCodes } from './reset-codes.js';
import { revokeAllSessions } from './sessions.js';

/** Session dependencies plus the public address the reset link points at. */
type ResetContext = SessionDependencies & { publicUrl: string };

const passwordResetPolicy = {
  codeBytes: 32,
  validHours: 1,
  /** reset_password answers no sooner than this, whether or not the e-mail is known. */
  minimumAnswerMilliseconds: 400,
  requestsPerEmail: { scope: 'reset-email', limit: 5, windowMinutes: 60 },
  requestsPerAddress: { scope: 'reset-address', limit: 20, windowMinutes: 15 },
  codeChecksPerAddress: { scope: 'reset-code-address', limit: 30, windowMinutes: 15 },
} as const satisfies Record<string, number | RateLimit>;

function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

const codePattern = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Asks for a reset link. For an active user it stores a new code (older ones stop working) and
 * queues the mail in the same transaction. Known and unknown e-mails answer alike, no sooner
 * than a fixed time, so the answer tells nothing about who has an account.
 */
export async function requestPasswordReset(context: ResetContext, email: string): Promise<void> {
  const startedAt = Date.now();
  const { database, client } = context;
  await consumeAddressRateLimit(database, passwordResetPolicy.requestsPerAddress, client.ipAddress);
  await consumeRateLimit(database, passwordResetPolicy.requestsPerEmail, email);

  const user = await database
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('status', '=', 'active')
    // Pending users (SCIM, not yet confirmed) confirm their address by signing in with Microsoft.
    .where('identity_pending', '=', false)
    .executeTakeFirst();
  if (user) {
    const code = randomBytes(passwordResetPolicy.codeBytes).toString('base64url');
    const { publicUrl } = context;
    const resetUrl = `${publicUrl}/reset-password/${code}?location=${context.country}`;
    await database.transaction().execute(async (transaction) => {
      await invalidateCodes(transaction, user.id);
      await transaction
        .insertInto('password_reset_codes')
        .values({
          user_id: user.id,
          code_hash: hashCode(code),
          expires_at: sql<Date>`now() + make_interval(hours => ${passwordResetPolicy.validHours})`,
        })
        .execute();
      await queuePasswordResetEmail(transaction, {
        recipient: user.email,
        language: user.language,
        firstName: user.first_name,
        resetUrl,
        validHours: passwordResetPolicy.validHours,
      });
    });
  }
  const remaining = passwordResetPolicy.minimumAnswerMilliseconds - (Date.now() - startedAt);
  if (remaining > 0) await sleep(remaining);
}

/** The live code's user, or undefined: unknown, used, replaced, expired, or user not active. */
async function findCodeOwner(database: Database, code: string) {
  if (!codePattern.test(code)) return undefined;
  return database
    .selectFrom('password_reset_codes')
    .innerJoin('users', 'users.id', 'password_reset_codes.user_id')
    .select(['password_reset_codes.id as code_id', 'users.id', 'users.email', 'users.supplier_id'])
    .where('password_reset_codes.code_hash', '=', hashCode(code))
    .where('password_reset_codes.consumed_at', 'is', null)
    .where('password_reset_codes.expires_at', '>', sql<Date>`now()`)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
}

/**
 * The e-mail address a reset code was sent to while the code can still be used, else undefined.
 * Only the holder of the link learns it, and they read the link in that very mailbox.
 */
export async function resetCodeEmail(
  context: ResetContext,
  code: string,
): Promise<string | undefined> {
  const { database, client } = context;
  await consumeAddressRateLimit(
    database,
    passwordResetPolicy.codeChecksPerAddress,
    client.ipAddress,
  );
  return (await findCodeOwner(database, code))?.email;
}

/**
 * Sets a new password with a reset code that belongs to the given e-mail: consumes the code,
 * ends every other session of the user and signs them in afresh. The password has been checked
 * against the shared rule by the resolver.
 */
export async function resetPassword(
  context: ResetContext,
  input: { email: string; password: string; resetCode: string },
): Promise<UserModel> {
  const { database, client } = context;
  await consumeAddressRateLimit(
    database,
    passwordResetPolicy.codeChecksPerAddress,
    client.ipAddress,
  );
  const owner = await findCodeOwner(database, input.resetCode);
  if (!owner || owner.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new DomainError('INVALID_RESET_CODE');
  }
  const passwordHash = await hashPassword(input.password);
  const consumed = await database.transaction().execute(async (transaction) => {
    // Single use, even against a concurrent request with the same code.
    const claimed = await transaction
      .updateTable('password_reset_codes')
      .set({ consumed_at: sql<Date>`now()` })
      .where('id', '=', owner.code_id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await invalidateCodes(transaction, owner.id);
    await transaction
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', owner.id)
      .execute();
    await revokeAllSessions(transaction, owner.id);
    return true;
  });
  if (!consumed) throw new DomainError('INVALID_RESET_CODE');
  return startSession(context, owner, 'password_reset');
}
