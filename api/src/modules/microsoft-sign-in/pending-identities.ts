import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import type { MicrosoftIdentity } from './identity-provider.js';

/**
 * Users SCIM provisions are pending (users.identity_pending): they hold no e-mail address until
 * the person confirms one by signing in with Microsoft with that address verified. Several
 * suppliers may each have a pending user for one address (a rival's identity provider cannot
 * squat it); the person chooses the company they work for, and its user takes the address. The
 * others stay pending and can no longer be confirmed while the address is held.
 */
const choicePolicy = {
  /** How long the person may take to choose. */
  validMinutes: 10,
  /** One pending user per supplier and address: more than this many companies is not real. */
  maximumCompanies: 20,
  codeBytes: 32,
} as const;

const codePattern = /^[A-Za-z0-9_-]{20,128}$/;

const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * When pending users of the verified address wait to be confirmed, offers the person the
 * companies behind them: throws MICROSOFT_CHOOSE_COMPANY with a one-time code and the names.
 * Returns when there are none (the caller answers NOT_REGISTERED).
 */
export async function offerPendingIdentities(
  database: Database,
  identity: MicrosoftIdentity & { verifiedEmail: string },
): Promise<void> {
  const email = identity.verifiedEmail.toLowerCase();
  const candidates = await database
    .selectFrom('users')
    .innerJoin('suppliers', 'suppliers.id', 'users.supplier_id')
    .select(['users.id', 'suppliers.company'])
    .where(sql<boolean>`lower(users.email) = ${email}`)
    .where('users.identity_pending', '=', true)
    .where('users.status', '=', 'active')
    .where('users.scim_deleted_at', 'is', null)
    // A pending user already linked to a Microsoft account is that account's, not this one's.
    .where('users.microsoft_subject', 'is', null)
    .orderBy('suppliers.company')
    .orderBy('users.id')
    .limit(choicePolicy.maximumCompanies)
    .execute();
  if (candidates.length === 0) return;
  const code = randomBytes(choicePolicy.codeBytes).toString('base64url');
  await database
    .insertInto('microsoft_identity_choices')
    .values({
      code_hash: hashCode(code),
      subject: identity.subject,
      email,
      user_ids: candidates.map((candidate) => candidate.id),
      expires_at: sql<Date>`now() + make_interval(mins => ${choicePolicy.validMinutes})`,
    })
    .execute();
  throw new DomainError('MICROSOFT_CHOOSE_COMPANY', undefined, {
    choice: { code, companies: candidates.map((candidate) => candidate.company) },
  });
}

/**
 * The person's choice (the company's place in the offered list, from 0): that pending user
 * takes the address and is linked to the Microsoft account; the code is used up. The user, or
 * MICROSOFT_SIGN_IN_FAILED for an unknown, used or expired code, a place not offered, or a user
 * that can no longer be confirmed (the address or the account was taken meanwhile).
 */
export async function confirmChosenIdentity(
  database: Database,
  choiceCode: string,
  company: number,
): Promise<{ id: string; supplier_id: string }> {
  if (!codePattern.test(choiceCode)) throw new DomainError('MICROSOFT_SIGN_IN_FAILED');
  const choice = await database
    .deleteFrom('microsoft_identity_choices')
    .where('code_hash', '=', hashCode(choiceCode))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['subject', 'email', 'user_ids'])
    .executeTakeFirst();
  const userId = choice?.user_ids[company];
  if (!choice || !userId) throw new DomainError('MICROSOFT_SIGN_IN_FAILED');
  const confirmed = await database
    .updateTable('users')
    .set({
      identity_pending: false,
      microsoft_subject: choice.subject,
      registered_at: sql<Date>`coalesce(registered_at, now())`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .where('identity_pending', '=', true)
    .where('status', '=', 'active')
    .where('scim_deleted_at', 'is', null)
    .where('microsoft_subject', 'is', null)
    .where(sql<boolean>`lower(email) = ${choice.email}`)
    .returning(['id', 'supplier_id'])
    .executeTakeFirst()
    .catch((error: unknown) => {
      // Another user took the address, or the Microsoft account, since the choice was offered.
      if (isUniqueViolation(error)) return undefined;
      throw error;
    });
  if (!confirmed) throw new DomainError('MICROSOFT_SIGN_IN_FAILED');
  return confirmed;
}

/**
 * A pending user found by its linked Microsoft account (SCIM changed its address since): it
 * takes the address once Microsoft vouches for it and nobody else holds it; until then it stays
 * pending, and the person signs in all the same.
 */
export async function confirmLinkedIdentity(
  database: Database,
  user: { id: string; email: string },
  identity: MicrosoftIdentity,
): Promise<void> {
  if (identity.verifiedEmail?.toLowerCase() !== user.email.toLowerCase()) return;
  await database
    .updateTable('users')
    .set({ identity_pending: false, updated_at: sql<Date>`now()` })
    .where('id', '=', user.id)
    .where('identity_pending', '=', true)
    .execute()
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
}
