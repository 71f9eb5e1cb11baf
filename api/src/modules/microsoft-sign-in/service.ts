import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import * as openid from 'openid-client';
import type { Database } from '../../database/connections.js';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestClient } from '../../shared/request-client.js';
import { DomainError } from '../../shared/errors.js';
import { consumeAddressRateLimit, type RateLimit } from '../../shared/rate-limit.js';
import { recordFailedSignIn, startSession, type SessionDependencies } from '../auth/service.js';
import type { UserModel } from '../users/user-model.js';
import type { MicrosoftIdentity, MicrosoftIdentityProvider } from './identity-provider.js';
import {
  confirmChosenIdentity,
  confirmLinkedIdentity,
  offerPendingIdentities,
} from './pending-identities.js';

export type { MicrosoftIdentity, MicrosoftIdentityProvider } from './identity-provider.js';
// The callback's code and state, as every Microsoft sign-in (the console's too) takes them.
export { authMicrosoftInput as microsoftCallbackInput } from './inputs.js';

/** Session dependencies plus the identity provider (undefined when not configured) and a log. */
export type SignInContext = SessionDependencies & {
  microsoftIdentity: MicrosoftIdentityProvider | undefined;
  log: FastifyBaseLogger;
};

const microsoftSignInPolicy = {
  /** How long the user may take at Microsoft before the started sign-in is void. */
  attemptValidMinutes: 10,
  /** Started and completed sign-ins together, per client address. */
  callsPerAddress: { scope: 'microsoft-address', limit: 60, windowMinutes: 15 },
} as const satisfies Record<string, number | RateLimit>;

const statePattern = /^[A-Za-z0-9_-]{20,128}$/;

function hashState(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}

function providerOf(context: SignInContext): MicrosoftIdentityProvider {
  const provider = context.microsoftIdentity;
  if (!provider) throw new DomainError('MICROSOFT_SIGN_IN_UNAVAILABLE');
  return provider;
}

/** Who a started Microsoft sign-in is for: the customers' portal or the provider's console. */
export type MicrosoftAudience = 'customer' | 'staff';

/** What starting and completing a Microsoft sign-in needs, whoever it is for. */
export interface MicrosoftAttemptDependencies {
  database: Database;
  client: RequestClient;
  log: FastifyBaseLogger;
}

/**
 * Starts a sign-in: a fresh state, nonce and PKCE verifier are kept (the state only hashed) and
 * the browser is sent to Microsoft with the state, the nonce and the verifier's challenge.
 */
export async function beginMicrosoftAttempt(
  dependencies: MicrosoftAttemptDependencies,
  provider: MicrosoftIdentityProvider,
  audience: MicrosoftAudience,
): Promise<{ url: string; state: string }> {
  const { database, client } = dependencies;
  await consumeAddressRateLimit(database, microsoftSignInPolicy.callsPerAddress, client.ipAddress);
  const request = {
    state: openid.randomState(),
    nonce: openid.randomNonce(),
    codeVerifier: openid.randomPKCECodeVerifier(),
  };
  let url: string;
  try {
    url = await provider.authorizationUrl(request);
  } catch (error) {
    dependencies.log.warn({ err: error }, 'Microsoft sign-in could not start');
    throw new DomainError('MICROSOFT_SIGN_IN_FAILED');
  }
  await database
    .insertInto('microsoft_sign_in_attempts')
    .values({
      state_hash: hashState(request.state),
      code_verifier: request.codeVerifier,
      nonce: request.nonce,
      audience,
      expires_at: sql<Date>`now() + make_interval(mins => ${microsoftSignInPolicy.attemptValidMinutes})`,
    })
    .execute();
  return { url, state: request.state };
}

/** Takes the started sign-in named by the state, once: a second use of the state finds nothing. */
async function claimAttempt(database: Database, state: string, audience: MicrosoftAudience) {
  if (!statePattern.test(state)) return undefined;
  return database
    .deleteFrom('microsoft_sign_in_attempts')
    .where('state_hash', '=', hashState(state))
    .where('audience', '=', audience)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['code_verifier', 'nonce'])
    .executeTakeFirst();
}

/**
 * Redeems the code Microsoft sent back for the sign-in its state started (once, within ten
 * minutes, for the same audience): the identity Microsoft vouches for. MICROSOFT_SIGN_IN_FAILED
 * for an unknown, used or expired state, or a code Microsoft refused.
 */
export async function redeemMicrosoftAttempt(
  dependencies: MicrosoftAttemptDependencies,
  provider: MicrosoftIdentityProvider,
  audience: MicrosoftAudience,
  input: { callbackCode: string; state: string },
): Promise<MicrosoftIdentity> {
  const { database, client } = dependencies;
  await consumeAddressRateLimit(database, microsoftSignInPolicy.callsPerAddress, client.ipAddress);
  const attempt = await claimAttempt(database, input.state, audience);
  if (!attempt) throw new DomainError('MICROSOFT_SIGN_IN_FAILED');
  try {
    return await provider.redeem(input.callbackCode, {
      state: input.state,
      nonce: attempt.nonce,
      codeVerifier: attempt.code_verifier,
    });
  } catch (error) {
    dependencies.log.warn({ err: error }, 'Microsoft sign-in code was not accepted');
    throw new DomainError('MICROSOFT_SIGN_IN_FAILED');
  }
}

/** Starts a customer's sign-in with Microsoft (see beginMicrosoftAttempt). */
export function startMicrosoftSignIn(
  context: SignInContext,
): Promise<{ url: string; state: string }> {
  return beginMicrosoftAttempt(context, providerOf(context), 'customer');
}

/**
 * Completes a sign-in with the code Microsoft sent back. The Microsoft account is found by its
 * subject once linked, otherwise by the e-mail Microsoft verified: an active user is linked and
 * signed in, an invited user who chose Microsoft at registration is registered. When only
 * pending (SCIM) users have the address, the person is asked to choose the company
 * (MICROSOFT_CHOOSE_COMPANY, see auth_microsoft_choose). Everyone else gets the same answers as
 * at password sign-in.
 */
export async function completeMicrosoftSignIn(
  context: SignInContext,
  input: { callbackCode: string; state: string },
): Promise<UserModel> {
  const identity = await redeemMicrosoftAttempt(context, providerOf(context), 'customer', input);
  const { database } = context;
  const user = await findUserFor(database, identity);
  if (!user) {
    const { verifiedEmail } = identity;
    if (!verifiedEmail) throw new DomainError('MICROSOFT_EMAIL_NOT_VERIFIED');
    await offerPendingIdentities(database, { ...identity, verifiedEmail });
    throw new DomainError('NOT_REGISTERED');
  }
  if (user.microsoft_subject && user.microsoft_subject !== identity.subject) {
    await recordFailedSignIn(database, user, 'microsoft', 'account_mismatch');
    throw new DomainError('MICROSOFT_ACCOUNT_MISMATCH');
  }
  if (user.status === 'deactivated') {
    await recordFailedSignIn(database, user, 'microsoft', 'deactivated');
    throw new DomainError('ACCOUNT_DEACTIVATED');
  }
  if (user.status === 'invited') {
    const registered = await completeRegistration(database, user.id, identity.subject);
    if (!registered) throw new DomainError('REGISTRATION_INCOMPLETE');
  } else if (!user.microsoft_subject) {
    await database
      .updateTable('users')
      .set({ microsoft_subject: identity.subject, updated_at: sql<Date>`now()` })
      .where('id', '=', user.id)
      .where('microsoft_subject', 'is', null)
      .execute();
  }
  if (user.identity_pending) await confirmLinkedIdentity(database, user, identity);
  return startSession(context, { id: user.id, supplier_id: user.supplier_id }, 'microsoft');
}

/**
 * The person's choice after MICROSOFT_CHOOSE_COMPANY: the chosen company's pending user takes
 * the address, is linked to the Microsoft account and is signed in.
 */
export async function chooseMicrosoftIdentity(
  context: SignInContext,
  input: { choiceCode: string; company: number },
): Promise<UserModel> {
  providerOf(context);
  const { database, client } = context;
  await consumeAddressRateLimit(database, microsoftSignInPolicy.callsPerAddress, client.ipAddress);
  const user = await confirmChosenIdentity(database, input.choiceCode, input.company);
  return startSession(context, user, 'microsoft');
}

function findUserFor(database: Database, identity: MicrosoftIdentity) {
  const email = identity.verifiedEmail?.toLowerCase();
  return (
    database
      .selectFrom('users')
      .select(['id', 'supplier_id', 'email', 'status', 'microsoft_subject', 'identity_pending'])
      .where((eb) =>
        email
          ? eb.or([
              eb('microsoft_subject', '=', identity.subject),
              // By address only the user who holds it: pending users are offered instead.
              eb.and([
                eb(eb.fn('lower', ['email']), '=', email),
                eb('identity_pending', '=', false),
              ]),
            ])
          : eb('microsoft_subject', '=', identity.subject),
      )
      // A linked account wins over an e-mail match.
      .orderBy(sql`microsoft_subject = ${identity.subject}`, sql`desc nulls last`)
      .executeTakeFirst()
  );
}

/**
 * An invited user who asked to register with Microsoft (their profile is saved) and whose
 * invitation still lives becomes active, linked to the Microsoft account; the codes are used up.
 */
async function completeRegistration(
  database: Database,
  userId: string,
  subject: string,
): Promise<boolean> {
  return database
    .transaction()
    .execute(async (transaction) => {
      const claimed = await transaction
        .updateTable('invitation_codes')
        .set({ consumed_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('id')
        .execute();
      if (claimed.length === 0) return false;
      const updated = await transaction
        .updateTable('users')
        .set({
          status: 'active',
          microsoft_subject: subject,
          microsoft_registration_requested_at: null,
          registered_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', userId)
        .where('status', '=', 'invited')
        .where('microsoft_registration_requested_at', 'is not', null)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new RegistrationNotRequested();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof RegistrationNotRequested) return false;
      throw error;
    });
}

/** Rolls the code claim back when the user never chose Microsoft at registration. */
class RegistrationNotRequested extends Error {}
