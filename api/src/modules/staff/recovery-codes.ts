import { randomBytes } from 'node:crypto';
import type { Database } from '../../database/connections.js';
import { hashSecretToken } from '../../shared/secret-tokens.js';
import { encodeBase32 } from '../../shared/totp.js';

/** How many recovery codes a member gets when the authenticator is set up. */
const recoveryCodeCount = 10;

/** Ten characters of base32 (50 random bits) in two groups: easy to read out and type. */
function createRecoveryCode(): string {
  const text = encodeBase32(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** The form a typed code is compared in: lower case, without spaces or hyphens. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z2-7]{10}$/.test(normaliseRecoveryCode(code));
}

/** Replaces a member's recovery codes with new ones; returns them (shown once, stored hashed). */
export async function replaceRecoveryCodes(database: Database, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, createRecoveryCode);
  await database.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await database
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        staff_id: staffId,
        code_hash: hashSecretToken(normaliseRecoveryCode(code)),
      })),
    )
    .execute();
  return codes;
}

/** Uses up an unused recovery code of the member; false when it is not one. */
export async function consumeRecoveryCode(
  database: Database,
  staffId: string,
  code: string,
): Promise<boolean> {
  const result = await database
    .updateTable('staff_recovery_codes')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hashSecretToken(normaliseRecoveryCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
