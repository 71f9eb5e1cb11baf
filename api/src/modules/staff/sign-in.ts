import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { verifyPassword } from '../../shared/passwords.js';
import {
  assertWithinAddressRateLimit,
  assertWithinRateLimit,
  consumeAddressRateLimit,
  consumeRateLimit,
} from '../../shared/rate-limit.js';
import type { RequestClient } from '../../shared/request-client.js';
import {
  decryptSecret,
  encryptSecret,
  type SecretKeyring,
} from '../../shared/secret-encryption.js';
import { createSecretToken, hashSecretToken } from '../../shared/secret-tokens.js';
import { createTotpSecret, matchTotpStep, totpKeyUri } from '../../shared/totp.js';
import {
  consumeRecoveryCode,
  looksLikeRecoveryCode,
  replaceRecoveryCodes,
} from './recovery-codes.js';
import { createStaffSession } from './sessions.js';
import { recordStaffAudit } from './staff-audit.js';
import { staffChallengePrefix } from './staff-model.js';

export interface StaffSignInDependencies {
  database: Database;
  client: RequestClient;
  keyring: SecretKeyring;
  /** The name authenticator apps show beside the account. */
  issuer: string;
}

/**
 * Failed attempts allowed per window: an office of staff behind one address signs in each
 * morning, so only wrong passwords and codes count, never a sign-in that succeeds.
 */
const signInLimits = {
  perAddress: { scope: 'console-sign-in-address', limit: 20, windowMinutes: 15 },
  perAccount: { scope: 'console-sign-in-account', limit: 10, windowMinutes: 15 },
  codesPerAddress: { scope: 'console-code-address', limit: 30, windowMinutes: 15 },
} as const;
/** Time to type the code; wrong codes a challenge takes before it is void. */
const challengeMinutes = 5;
const codesPerChallenge = 5;

const bindingOfPending = (tokenHash: string) =>
  `staff_sign_in_challenges.pending_totp_secret:${tokenHash}`;
const bindingOfSecret = (staffId: string) => `staff_members.totp_secret:${staffId}`;

export interface StaffSignInChallenge {
  challenge: string;
  /** Set when the member has no authenticator yet: the key to add to one, then confirm. */
  totpSetup: { secret: string; keyUri: string } | null;
}

/**
 * The first step: e-mail and password. Unknown addresses and wrong passwords answer alike (a
 * hash is always verified). Answers a challenge for the second step, which sets up the
 * authenticator when the member has none: a password alone never opens the console.
 */
export async function startStaffSignIn(
  dependencies: StaffSignInDependencies,
  credentials: { email: string; password: string },
): Promise<StaffSignInChallenge> {
  const { database, client } = dependencies;
  await assertWithinAddressRateLimit(database, signInLimits.perAddress, client.ipAddress);
  await assertWithinRateLimit(database, signInLimits.perAccount, credentials.email);
  const member = await database
    .selectFrom('staff_members')
    .select(['id', 'name', 'email', 'status', 'password_hash', 'totp_enabled_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', credentials.email.toLowerCase()))
    .executeTakeFirst();
  const passwordMatches = await verifyPassword(
    member?.status === 'active' ? member.password_hash : null,
    credentials.password,
  );
  if (!member || !passwordMatches) {
    await consumeAddressRateLimit(database, signInLimits.perAddress, client.ipAddress);
    await consumeRateLimit(database, signInLimits.perAccount, credentials.email);
    if (member) {
      await recordStaffAudit(database, {
        staff: member,
        action: 'sign_in.failed',
        details: { reason: member.status === 'active' ? 'wrong_password' : member.status },
        ipAddress: client.ipAddress,
      });
    }
    throw new DomainError('INVALID_CREDENTIALS');
  }
  const { token, hash } = createSecretToken(staffChallengePrefix);
  const setupSecret = member.totp_enabled_at ? null : createTotpSecret();
  await database
    .insertInto('staff_sign_in_challenges')
    .values({
      token_hash: hash,
      staff_id: member.id,
      pending_totp_secret: setupSecret
        ? encryptSecret(dependencies.keyring, setupSecret, bindingOfPending(hash))
        : null,
      expires_at: sql<Date>`now() + make_interval(mins => ${challengeMinutes})`,
    })
    .execute();
  return {
    challenge: token,
    totpSetup: setupSecret
      ? {
          secret: setupSecret,
          keyUri: totpKeyUri({
            secret: setupSecret,
            issuer: dependencies.issuer,
            account: member.email,
          }),
        }
      : null,
  };
}

export interface StaffSignedIn {
  token: string;
  expiresAt: Date;
  staffId: string;
  /** The new recovery codes, when this sign-in set up the authenticator; shown once. */
  recoveryCodes: string[] | null;
}

type CodeCheck =
  | { outcome: 'expired' }
  | { outcome: 'wrong'; challengeHash: string }
  | { outcome: 'signed_in'; signedIn: StaffSignedIn; staff: { id: string; name: string } };

/**
 * The second step: the authenticator's code (or a recovery code) for the challenge. A code is
 * good once; five wrong ones void the challenge; a challenge lasts five minutes.
 */
export async function completeStaffSignIn(
  dependencies: StaffSignInDependencies,
  input: { challenge: string; code: string },
): Promise<StaffSignedIn> {
  const { database, client } = dependencies;
  await assertWithinAddressRateLimit(database, signInLimits.codesPerAddress, client.ipAddress);
  const code = input.code.trim();
  const check = await database.transaction().execute(async (transaction): Promise<CodeCheck> => {
    const challengeHash = hashSecretToken(input.challenge);
    const challenge = await transaction
      .selectFrom('staff_sign_in_challenges as challenge')
      .innerJoin('staff_members as member', 'member.id', 'challenge.staff_id')
      .select([
        'challenge.pending_totp_secret',
        'member.id',
        'member.name',
        'member.totp_secret',
        'member.totp_last_step',
      ])
      .where('challenge.token_hash', '=', challengeHash)
      .where('challenge.expires_at', '>', sql<Date>`now()`)
      .where('member.status', '=', 'active')
      .forUpdate()
      .executeTakeFirst();
    if (!challenge) return { outcome: 'expired' };
    const staff = { id: challenge.id, name: challenge.name };
    const now = new Date();
    let recoveryCodes: string[] | null = null;
    if (challenge.pending_totp_secret) {
      const secret = decryptSecret(
        dependencies.keyring,
        challenge.pending_totp_secret,
        bindingOfPending(challengeHash),
      );
      const step = matchTotpStep(secret, code, now);
      if (step === null) return { outcome: 'wrong', challengeHash };
      await transaction
        .updateTable('staff_members')
        .set({
          totp_secret: encryptSecret(dependencies.keyring, secret, bindingOfSecret(staff.id)),
          totp_enabled_at: now,
          totp_last_step: step,
        })
        .where('id', '=', staff.id)
        .execute();
      recoveryCodes = await replaceRecoveryCodes(transaction, staff.id);
    } else if (challenge.totp_secret) {
      const secret = decryptSecret(
        dependencies.keyring,
        challenge.totp_secret,
        bindingOfSecret(staff.id),
      );
      const step = matchTotpStep(secret, code, now);
      const lastStep = challenge.totp_last_step === null ? null : Number(challenge.totp_last_step);
      if (step !== null && (lastStep === null || step > lastStep)) {
        await transaction
          .updateTable('staff_members')
          .set({ totp_last_step: step })
          .where('id', '=', staff.id)
          .execute();
      } else if (!looksLikeRecoveryCode(code)) {
        return { outcome: 'wrong', challengeHash };
      } else if (!(await consumeRecoveryCode(transaction, staff.id, code))) {
        return { outcome: 'wrong', challengeHash };
      }
    } else {
      return { outcome: 'expired' };
    }
    await transaction
      .deleteFrom('staff_sign_in_challenges')
      .where('token_hash', '=', challengeHash)
      .execute();
    await transaction
      .updateTable('staff_members')
      .set({ last_sign_in_at: now })
      .where('id', '=', staff.id)
      .execute();
    const session = await createStaffSession(transaction, staff.id, client);
    await recordStaffAudit(transaction, {
      staff,
      action: 'sign_in.succeeded',
      details: { method: 'password', totp_set_up: recoveryCodes !== null },
      ipAddress: client.ipAddress,
    });
    return {
      outcome: 'signed_in',
      staff,
      signedIn: { ...session, staffId: staff.id, recoveryCodes },
    };
  });
  if (check.outcome === 'expired') throw new DomainError('EXPIRED', 'Sign in again.');
  if (check.outcome === 'wrong') {
    await consumeAddressRateLimit(database, signInLimits.codesPerAddress, client.ipAddress);
    await countWrongCode(database, check.challengeHash);
    throw new DomainError('INVALID_SECURITY_CODE');
  }
  return check.signedIn;
}

/** Counts a wrong code against its challenge (after the check's transaction, so it stays). */
async function countWrongCode(database: Database, challengeHash: string): Promise<void> {
  const counted = await database
    .updateTable('staff_sign_in_challenges')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('token_hash', '=', challengeHash)
    .returning('failed_attempts')
    .executeTakeFirst();
  if (counted && counted.failed_attempts >= codesPerChallenge) {
    await database
      .deleteFrom('staff_sign_in_challenges')
      .where('token_hash', '=', challengeHash)
      .execute();
  }
}
