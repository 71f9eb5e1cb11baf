import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInAtProvider,
  startOidcTestProvider,
  unverifiedLoginPrefix,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.js';
import { uniqueEmail } from '../../test-support/factories.js';
import { createTestStaff } from '../../test-support/staff-factories.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { deactivateStaffMember } from './service.js';

let tenant: OidcTestProvider;
let server: TestServer;

beforeAll(async () => {
  const redirectUrl = 'http://localhost:8080/console/microsoft/';
  tenant = await startOidcTestProvider({ redirectUrl, for: 'staff' });
  // The same tenant and app for customers too, so only the portal tells the two sign-ins apart.
  const customers = Object.fromEntries(
    Object.entries(tenant.environment).map(([name, value]) => [name.replace(/^STAFF_/, ''), value]),
  );
  server = await startTestServer({ ...tenant.environment, ...customers });
});
afterAll(async () => {
  await server.close();
  await tenant.close();
});

const startQuery = 'query { console_microsoft_login_url { url state } }';
const completeMutation = /* GraphQL */ `
  mutation console_sign_in_microsoft($callback_code: String!, $state: String!) {
    console_sign_in_microsoft(callback_code: $callback_code, state: $state) {
      token
      recovery_codes
      staff {
        email
        role
      }
    }
  }
`;

async function start(query = startQuery) {
  const answer = await server.graphql<Record<string, { url: string; state: string }>>({
    query,
    clientAddress: randomClientAddress(),
  });
  const started = Object.values(answer.body.data ?? {})[0];
  if (!started) throw new Error(JSON.stringify(answer.body.errors));
  return started;
}

function complete(callbackCode: string, state: string) {
  return server.graphql<{
    console_sign_in_microsoft: {
      token: string;
      recovery_codes: string[] | null;
      staff: { email: string; role: string };
    };
  }>({
    query: completeMutation,
    variables: { callback_code: callbackCode, state },
    clientAddress: randomClientAddress(),
  });
}

/** The round trip: start, sign in at the tenant as `login`, complete with the code. */
async function signInWithTenant(login: string) {
  const started = await start();
  const callback = await signInAtProvider(started.url, login);
  return complete(callback.searchParams.get('code') ?? '', started.state);
}

const staffLogOf = (staffId: string) =>
  server.databases.no
    .selectFrom('staff_audit_events')
    .select(['action', 'details'])
    .where('staff_id', '=', staffId)
    .orderBy('id')
    .execute();

describe('console sign-in with the provider’s Microsoft tenant', () => {
  it('lets a member in by the address the tenant vouches for, links the account and opens the console', async () => {
    const available = await server.graphql<{ console_microsoft_sign_in_available: boolean }>({
      query: '{ console_microsoft_sign_in_available }',
    });
    expect(available.body.data?.console_microsoft_sign_in_available).toBe(true);
    const member = await createTestStaff(server, { role: 'account_manager' });

    const answer = await signInWithTenant(member.email.toUpperCase());
    const session = answer.body.data?.console_sign_in_microsoft;
    expect(session?.staff).toEqual({ email: member.email, role: 'account_manager' });
    // No authenticator of the console's own: the tenant's sign-in stands for it.
    expect(session?.recovery_codes).toBeNull();
    const me = await server.graphql<{ console_me: { email: string } }>({
      query: '{ console_me { email } }',
      token: session?.token ?? '',
    });
    expect(me.body.data?.console_me.email).toBe(member.email);
    expect(await staffLogOf(member.id)).toEqual([
      { action: 'sign_in.succeeded', details: { method: 'microsoft', linked: true } },
    ]);

    // Linked: the account finds the member even after the address changed.
    const renamed = uniqueEmail('renamed-staff');
    await server.databases.no
      .updateTable('staff_members')
      .set({ email: renamed })
      .where('id', '=', member.id)
      .execute();
    const again = await signInWithTenant(member.email.toUpperCase());
    expect(again.body.data?.console_sign_in_microsoft.staff.email).toBe(renamed);
    // Another account of the tenant with the member's new address is not the member.
    expect(errorCodeOf(await signInWithTenant(renamed))).toBe('MICROSOFT_ACCOUNT_MISMATCH');
    expect((await staffLogOf(member.id)).at(-1)).toEqual({
      action: 'sign_in.failed',
      details: { method: 'microsoft', reason: 'account_mismatch' },
    });
  });

  it('refuses people who are not active staff, unverified addresses, and states used or not its own', async () => {
    expect(errorCodeOf(await signInWithTenant(uniqueEmail('stranger')))).toBe(
      'INVALID_CREDENTIALS',
    );
    const unverified = await createTestStaff(server);
    expect(errorCodeOf(await signInWithTenant(`${unverifiedLoginPrefix}${unverified.email}`))).toBe(
      'MICROSOFT_EMAIL_NOT_VERIFIED',
    );
    const leaver = await createTestStaff(server);
    await deactivateStaffMember(server.databases.no, leaver.email);
    expect(errorCodeOf(await signInWithTenant(leaver.email))).toBe('INVALID_CREDENTIALS');
    expect((await staffLogOf(leaver.id)).at(-1)).toEqual({
      action: 'sign_in.failed',
      details: { method: 'microsoft', reason: 'deactivated' },
    });

    const member = await createTestStaff(server);
    const started = await start();
    const callback = await signInAtProvider(started.url, member.email);
    const code = callback.searchParams.get('code') ?? '';
    expect(errorCodeOf(await complete(code, started.state))).toBeUndefined();
    expect(errorCodeOf(await complete(code, started.state))).toBe('MICROSOFT_SIGN_IN_FAILED');

    // A customer's sign-in never completes as a staff member's.
    const customers = await start('query { get_microsoft_login_url { url state } }');
    const customerCallback = await signInAtProvider(customers.url, member.email);
    const asStaff = await complete(
      customerCallback.searchParams.get('code') ?? '',
      customers.state,
    );
    expect(errorCodeOf(asStaff)).toBe('MICROSOFT_SIGN_IN_FAILED');
    const sessions = await server.databases.no
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', 'in', [unverified.id, leaver.id])
      .execute();
    expect(sessions).toEqual([]);
  });

  it('is not offered where it is not configured', async () => {
    const plain = await startTestServer();
    try {
      const available = await plain.graphql<{ console_microsoft_sign_in_available: boolean }>({
        query: '{ console_microsoft_sign_in_available }',
      });
      expect(available.body.data?.console_microsoft_sign_in_available).toBe(false);
      const url = await plain.graphql({ query: startQuery, clientAddress: randomClientAddress() });
      expect(errorCodeOf(url)).toBe('MICROSOFT_SIGN_IN_UNAVAILABLE');
    } finally {
      await plain.close();
    }
  });
});
