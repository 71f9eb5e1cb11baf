import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import type { RequestClient } from '../../shared/request-client.js';
import {
  beginMicrosoftAttempt,
  redeemMicrosoftAttempt,
  type MicrosoftIdentity,
  type MicrosoftIdentityProvider,
} from '../microsoft-sign-in/service.js';
import { createStaffSession } from './sessions.js';
import type { StaffSignedIn } from './sign-in.js';
import { recordStaffAudit } from './staff-audit.js';

/** A console sign-in with the provider's own Microsoft tenant. */
export interface StaffMicrosoftDependencies {
  database: Database;
  client: RequestClient;
  log: FastifyBaseLogger;
  /** Undefined when the console's Microsoft sign-in is not configured. */
  provider: MicrosoftIdentityProvider | undefined;
}

function providerOf(dependencies: StaffMicrosoftDependencies): MicrosoftIdentityProvider {
  if (!dependencies.provider) throw new DomainError('MICROSOFT_SIGN_IN_UNAVAILABLE');
  return dependencies.provider;
}

/** Starts a staff member's sign-in at the provider's tenant: the address to send them to. */
export function startStaffMicrosoftSignIn(
  dependencies: StaffMicrosoftDependencies,
): Promise<{ url: string; state: string }> {
  return beginMicrosoftAttempt(dependencies, providerOf(dependencies), 'staff');
}

/** The member the tenant's account stands for: by the account once linked, else by address. */
function findMemberFor(database: Database, identity: MicrosoftIdentity) {
  const email = identity.verifiedEmail?.toLowerCase();
  return (
    database
      .selectFrom('staff_members')
      .select(['id', 'name', 'email', 'status', 'microsoft_subject'])
      .where((eb) =>
        email
          ? eb.or([
              eb('microsoft_subject', '=', identity.subject),
              eb(eb.fn('lower', ['email']), '=', email),
            ])
          : eb('microsoft_subject', '=', identity.subject),
      )
      // A linked account wins over an e-mail match.
      .orderBy(sql`microsoft_subject = ${identity.subject}`, sql`desc nulls last`)
      .executeTakeFirst()
  );
}

/**
 * Completes it with the code the tenant sent back. The tenant's sign-in (and its own second
 * factor and conditional access) stands for the console's password and code. Only a member an
 * administrator added is let in: matched by the account once linked, else by the address the
 * tenant vouches for (and linked then). Everyone else gets INVALID_CREDENTIALS; a member linked
 * to another account MICROSOFT_ACCOUNT_MISMATCH; an address not vouched for
 * MICROSOFT_EMAIL_NOT_VERIFIED.
 */
export async function completeStaffMicrosoftSignIn(
  dependencies: StaffMicrosoftDependencies,
  input: { callbackCode: string; state: string },
): Promise<StaffSignedIn> {
  const { database, client } = dependencies;
  const identity = await redeemMicrosoftAttempt(
    dependencies,
    providerOf(dependencies),
    'staff',
    input,
  );
  const member = await findMemberFor(database, identity);
  if (!member) {
    if (!identity.verifiedEmail) throw new DomainError('MICROSOFT_EMAIL_NOT_VERIFIED');
    throw new DomainError(
      'INVALID_CREDENTIALS',
      'No staff member has this Microsoft account. Ask an administrator to add you.',
    );
  }
  const refuse = async (reason: string, error: DomainError): Promise<never> => {
    await recordStaffAudit(database, {
      staff: member,
      action: 'sign_in.failed',
      details: { method: 'microsoft', reason },
      ipAddress: client.ipAddress,
    });
    throw error;
  };
  if (member.microsoft_subject && member.microsoft_subject !== identity.subject) {
    await refuse('account_mismatch', new DomainError('MICROSOFT_ACCOUNT_MISMATCH'));
  }
  if (member.status !== 'active') {
    await refuse(
      member.status,
      new DomainError(
        'INVALID_CREDENTIALS',
        'No staff member has this Microsoft account. Ask an administrator to add you.',
      ),
    );
  }
  return database.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('staff_members')
      .set({ last_sign_in_at: sql<Date>`now()`, microsoft_subject: identity.subject })
      .where('id', '=', member.id)
      .execute();
    const session = await createStaffSession(transaction, member.id, client);
    await recordStaffAudit(transaction, {
      staff: member,
      action: 'sign_in.succeeded',
      details: { method: 'microsoft', linked: member.microsoft_subject === null },
      ipAddress: client.ipAddress,
    });
    return { ...session, staffId: member.id, recoveryCodes: null };
  });
}
