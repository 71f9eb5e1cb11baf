import type { Database } from '../../database/connections.js';
import {
  newPasswordSchema,
  passwordProblemMessages,
  type PasswordProblem,
} from '@itad-portal/validation';
import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer-model.js';
import { DomainError } from '../../shared/errors.js';
import { hashPassword, verifyPassword } from '../../shared/passwords.js';
import { consumeRateLimit, type RateLimit } from '../../shared/rate-limit.js';
import { endOtherSessions } from '../auth/service.js';
import { userColumns } from '../users/service.js';
import type { UserModel } from '../users/user-model.js';
import type { UpdateUserInformationInput } from './inputs.js';

/**
 * Password changes per user: every attempt counts, so a stolen session cannot guess the current
 * password (and take the account over) faster than 5 tries in 15 minutes.
 */
const passwordChangeLimit = {
  scope: 'password-change',
  limit: 5,
  windowMinutes: 15,
} as const satisfies RateLimit;

/** The shared new-password rule, reported on the new_password field. */
function assertStrongNewPassword(password: string): void {
  const result = newPasswordSchema.safeParse(password);
  if (result.success) return;
  const problem = result.error.issues[0]?.message as PasswordProblem | undefined;
  throw new DomainError('WEAK_PASSWORD', problem ? passwordProblemMessages[problem] : undefined, {
    fields: result.error.issues.map((issue) => ({ field: 'new_password', message: issue.message })),
  });
}

/**
 * Updates the viewer's own user: profile fields always, the password when both old and new are
 * given. A password change needs the current password, ends every other session of the user
 * (the viewer's stays) and is rate-limited per user.
 */
export async function updateUserInformation(
  database: Database,
  viewer: Viewer,
  input: UpdateUserInformationInput,
): Promise<UserModel> {
  let passwordHash: string | undefined;
  if (input.old_password && input.new_password) {
    if (input.new_password === input.old_password) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'The new password must differ from the current one.',
        {
          fields: [
            {
              field: 'new_password',
              message: 'The new password must differ from the current one.',
            },
          ],
        },
      );
    }
    assertStrongNewPassword(input.new_password);
    await consumeRateLimit(database, passwordChangeLimit, viewer.userId);
    const stored = await database
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', viewer.userId)
      .executeTakeFirst();
    if (!(await verifyPassword(stored?.password_hash, input.old_password))) {
      throw new DomainError('WRONG_PASSWORD', undefined, {
        fields: [{ field: 'old_password', message: 'The current password is not correct.' }],
      });
    }
    passwordHash = await hashPassword(input.new_password);
  }

  const updated = await database.transaction().execute(async (transaction) => {
    const row = await transaction
      .updateTable('users')
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        job_title: input.job_title,
        language: input.language,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', viewer.userId)
      .where('status', '=', 'active')
      .returning([...userColumns])
      .executeTakeFirst();
    if (row && passwordHash) await endOtherSessions(transaction, viewer);
    return row;
  });
  if (!updated) throw new DomainError('UNAUTHENTICATED');
  return { ...updated, acting_supplier_id: viewer.supplierId, token: null };
}
