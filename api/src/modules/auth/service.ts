import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import type { RequestClient } from '../../shared/request-client.js';
import { DomainError, notFound, unauthenticated } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { verifyPassword } from '../../shared/passwords.js';
import { recordAuditEvent, type SignInMethod } from '../audit-log/service.js';
import { mayActForSupplier } from '../suppliers/policy.js';
import type { SupplierLoaders } from '../suppliers/service.js';
import { viewerUser } from '../users/service.js';
import type { UserModel } from '../users/user-model.js';
import { createSecretToken, hashSecretToken } from '../../shared/secret-tokens.js';
import {
  createCustomerViewSession,
  createSession,
  findLiveSession,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  sessionAbsoluteLifetimeDays,
  takeCustomerViewHandover,
  touchSession,
} from './sessions.js';
import type { Viewer } from './viewer-model.js';
import { invalidateCodes } from './reset-codes.js';
import { reserveSignInAttempt, signInFailed, signInSucceeded } from './throttle.js';
import type { TokenService } from './tokens.js';

// The transport finds the caller through these; other modules and graphql/ use no deeper file.
export { bearerTokenOf, type TokenService } from './tokens.js';
export { createViewerCache, type ViewerCache } from './viewer-cache.js';
export { resolveViewer } from './resolve-viewer.js';
export { revokeCustomerViewsOf } from './sessions.js';

/** What starting, renewing and ending sessions needs: the country's database, the caller and the token service. */
export interface SessionDependencies {
  country: CountryCode;
  database: Database;
  client: RequestClient;
  tokens: TokenService;
}

type AuthContext = SessionDependencies;
type SwapContext = SessionDependencies & { loaders: SupplierLoaders };

async function issueTokenFor(context: AuthContext, viewer: Viewer): Promise<string> {
  return context.tokens.issue(context.country, {
    userId: viewer.userId,
    sessionId: viewer.sessionId,
    supplierId: viewer.supplierId,
    hasReportAccess: viewer.hasReportAccess,
    canUpload: viewer.canUpload,
    isAdmin: viewer.isAdmin,
    ...(viewer.customerView ? { customerView: viewer.customerView } : {}),
  });
}

/** Creates a session for the user (acting for their own supplier) and returns them signed in. */
export async function startSession(
  context: AuthContext,
  user: { id: string; supplier_id: string },
  method: SignInMethod,
): Promise<UserModel> {
  const { database, client } = context;
  const session = await database.transaction().execute(async (transaction) => {
    const created = await createSession(transaction, {
      userId: user.id,
      supplierId: user.supplier_id,
      ...(client.userAgent ? { userAgent: client.userAgent } : {}),
      ipAddress: client.ipAddress,
    });
    const actor = { type: 'user', userId: user.id } as const;
    const signIn = { action: 'sign_in.succeeded', details: { method } } as const;
    await recordAuditEvent(transaction, { supplierId: user.supplier_id, actor, ...signIn });
    return created;
  });
  const viewer = await findLiveSession(database, session.id, user.id);
  if (!viewer) throw unauthenticated();
  return viewerUser(viewer, await issueTokenFor(context, viewer));
}

/**
 * Signs in with e-mail and password. Unknown e-mails and wrong passwords answer alike and take
 * as long (a password hash is always verified). Known supplier contacts without an account and
 * invited users who have not registered get the spec's own messages.
 */
export async function signInWithPassword(
  context: AuthContext,
  credentials: { email: string; password: string },
): Promise<UserModel> {
  const { database, client } = context;
  const attempt = { email: credentials.email, ipAddress: client.ipAddress };
  // Counted as a failure before the password is checked; parallel attempts cannot all get in.
  await reserveSignInAttempt(database, attempt);

  const user = await database
    .selectFrom('users')
    .select(['id', 'supplier_id', 'status', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', credentials.email.toLowerCase()))
    // A pending user (SCIM, not yet confirmed) holds no address: the one that holds it signs in.
    .where('identity_pending', '=', false)
    .executeTakeFirst();
  const passwordMatches = await verifyPassword(
    user?.status === 'active' ? user.password_hash : null,
    credentials.password,
  );

  if (user && passwordMatches) {
    await signInSucceeded(database, attempt);
    // Whoever knows the password needs no reset link; one left in a mailbox is a risk.
    await invalidateCodes(database, user.id);
    return startSession(context, { id: user.id, supplier_id: user.supplier_id }, 'password');
  }

  await signInFailed(database, attempt);
  if (user) await recordFailedSignIn(database, user, 'password', user.status);
  if (user?.status === 'invited') throw new DomainError('REGISTRATION_INCOMPLETE');
  if (!user) {
    const knownContact = await database
      .selectFrom('supplier_contacts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', credentials.email.toLowerCase()))
      .executeTakeFirst();
    if (knownContact) throw new DomainError('NOT_REGISTERED');
  }
  throw new DomainError('INVALID_CREDENTIALS');
}

/** Records a failed sign-in of an existing user (an unknown address belongs to no supplier). */
export async function recordFailedSignIn(
  database: Database,
  user: { id: string; supplier_id: string },
  method: SignInMethod,
  reason: string,
): Promise<void> {
  const actor = { type: 'user', userId: user.id } as const;
  const details = { method, reason: reason === 'active' ? 'wrong_password' : reason };
  const failed = { action: 'sign_in.failed', actor, details } as const;
  await recordAuditEvent(database, { supplierId: user.supplier_id, ...failed });
}

/** A fresh token for the caller's session; the presented token may have expired. */
export async function renewToken(context: AuthContext): Promise<string> {
  const token = context.client.bearerToken;
  if (!token) throw unauthenticated();
  const claims = await context.tokens.verify(context.country, token, {
    acceptExpiredWithinSeconds: sessionAbsoluteLifetimeDays * 24 * 60 * 60,
  });
  if (!claims) throw unauthenticated();
  const viewer = await findLiveSession(context.database, claims.sessionId, claims.userId);
  if (!viewer || viewer.supplierId !== claims.supplierId) throw unauthenticated();
  return issueTokenFor(context, viewer);
}

/** Ends the session behind the presented token, expired or not. Idempotent. */
export async function endSession(context: AuthContext): Promise<void> {
  const token = context.client.bearerToken;
  if (!token) return;
  const claims = await context.tokens.verify(context.country, token, {
    acceptExpiredWithinSeconds: sessionAbsoluteLifetimeDays * 24 * 60 * 60,
  });
  if (claims) await revokeSession(context.database, claims.sessionId);
}

/** Records that the session is in use, which keeps it from expiring for idleness. */
export async function markSessionInUse(database: Database, viewer: Viewer): Promise<void> {
  // A write per page view is not needed: the idle limit is days, so once a minute is plenty.
  if (Date.now() - viewer.sessionLastUsedAt.getTime() < 60_000) return;
  await touchSession(database, viewer.sessionId);
}

/**
 * Ends every session of the viewer's user except the viewer's own (after a password change).
 * Takes the transaction the change runs in, so both happen or neither.
 */
export async function endOtherSessions(database: Database, viewer: Viewer): Promise<void> {
  await revokeOtherSessions(database, viewer.userId, viewer.sessionId);
}

/**
 * Switches a master account's user to the master or one of its sub-suppliers: a new session
 * bound to that supplier replaces the current one, whose tokens stop working at once. Any other
 * supplier id, and any id for a user whose supplier is not a master account, is NOT_FOUND, so
 * the answer reveals nothing about suppliers outside the group.
 */
export async function swapSupplier(
  context: SwapContext,
  viewer: Viewer,
  supplierId: string,
): Promise<UserModel> {
  if (!isUuid(supplierId)) throw notFound();
  const [home, target] = await Promise.all([
    context.loaders.supplierById.load(viewer.homeSupplierId),
    context.loaders.supplierById.load(supplierId),
  ]);
  if (!home?.is_master_account || !target || !mayActForSupplier(viewer, home, target)) {
    throw notFound();
  }
  const { database, client } = context;
  const session = await database.transaction().execute(async (transaction) => {
    // Once per session, even against a concurrent swap with the same token.
    if (!(await revokeSession(transaction, viewer.sessionId))) throw unauthenticated();
    const created = await createSession(transaction, {
      userId: viewer.userId,
      supplierId: target.id,
      ...(client.userAgent ? { userAgent: client.userAgent } : {}),
      ipAddress: client.ipAddress,
    });
    const switched = { type: 'supplier', id: target.id, label: target.company } as const;
    await recordAuditEvent(transaction, {
      supplierId: target.id,
      actor: { type: 'user', userId: viewer.userId },
      action: 'supplier.switched',
      target: switched,
      details: { from_supplier_id: viewer.supplierId },
    });
    return created;
  });
  const swapped = await findLiveSession(database, session.id, viewer.userId);
  if (!swapped) throw unauthenticated();
  return viewerUser(swapped, await issueTokenFor(context, swapped));
}

/** Ends every live session of a user at once (deactivation), inside the caller's transaction. */
export async function endAllSessionsOfUser(database: Database, userId: string): Promise<void> {
  await revokeAllSessions(database, userId);
}

/** The prefix of a customer view's hand-over code (it is no bearer token of any kind). */
const customerViewHandoverPrefix = 'itadcv_';

/**
 * Opens a read-only view of a customer's portal as one of its users for a staff member, inside
 * the caller's transaction (which records it in both logs). Returns the one-time code the
 * console hands to the tab that shows the view (`start_customer_view`), and when the view ends.
 */
export async function openCustomerView(
  transaction: Database,
  view: {
    user: { id: string; supplier_id: string };
    staffId: string;
    reason: string;
    minutes: number;
    client: Pick<RequestClient, 'ipAddress' | 'userAgent'>;
  },
): Promise<{ handoverCode: string; endsAt: Date }> {
  const handover = createSecretToken(customerViewHandoverPrefix);
  const session = await createCustomerViewSession(transaction, {
    userId: view.user.id,
    supplierId: view.user.supplier_id,
    staffId: view.staffId,
    reason: view.reason,
    minutes: view.minutes,
    handoverHash: handover.hash,
    userAgent: view.client.userAgent,
    ipAddress: view.client.ipAddress,
  });
  return { handoverCode: handover.token, endsAt: session.expiresAt };
}

/**
 * Takes a customer view's hand-over code (once, within minutes) and answers the view's first
 * token. EXPIRED for a code used, too old, unknown, or of a view that has ended.
 */
export async function startCustomerView(context: AuthContext, code: string): Promise<string> {
  const expired = () => new DomainError('EXPIRED');
  if (!code.startsWith(customerViewHandoverPrefix)) throw expired();
  const taken = await takeCustomerViewHandover(context.database, hashSecretToken(code));
  if (!taken) throw expired();
  const viewer = await findLiveSession(context.database, taken.sessionId, taken.userId);
  if (!viewer?.customerView) throw expired();
  return issueTokenFor(context, viewer);
}
