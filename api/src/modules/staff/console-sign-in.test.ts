import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  confirmConsoleCode,
  createTestStaff,
  signInStaff,
  startConsoleSignIn,
  consoleSignInMutation,
} from '../../test-support/staff-factories.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { totpCode } from '../../shared/totp.js';
import { deactivateStaffMember } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const consoleMe = (token: string | undefined, country: 'no' | 'dk' = 'no') =>
  server.graphql<{ console_me: { email: string; role: string } }>({
    query: 'query { console_me { email role session_expires_at } }',
    ...(token ? { token } : {}),
    country,
  });

describe('console sign-in', () => {
  it('sets up the authenticator at the first sign-in and gives recovery codes once', async () => {
    const member = await createTestStaff(server, { role: 'account_manager' });
    const step = await startConsoleSignIn(server, member);
    expect(step.totp_setup?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(step.totp_setup?.key_uri).toContain(`otpauth://totp/`);
    expect(step.totp_setup?.key_uri).toContain(encodeURIComponent(member.email));
    const qrCode = step.totp_setup?.qr_code ?? '';
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    const wrong = await confirmConsoleCode(server, member, step.challenge, '000000');
    expect(errorCodeOf(wrong)).toBe('INVALID_SECURITY_CODE');

    const secret = step.totp_setup?.secret ?? '';
    const right = await confirmConsoleCode(
      server,
      member,
      step.challenge,
      totpCode(secret, new Date()),
    );
    const session = right.body.data?.console_confirm_code;
    expect(session?.token).toMatch(/^itadst_/);
    expect(session?.recovery_codes).toHaveLength(10);

    const me = await consoleMe(session?.token);
    expect(me.body.data?.console_me).toMatchObject({
      email: member.email,
      role: 'account_manager',
    });
    const stored = await server.databases.no
      .selectFrom('staff_members')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_enabled_at).not.toBeNull();
    expect(stored.totp_secret).not.toContain(secret);

    // The next sign-in asks for the code of the authenticator set up, and sets nothing up.
    member.secret = secret;
    member.lastStep = Math.floor(Date.now() / 30_000);
    const again = await startConsoleSignIn(server, member);
    expect(again.totp_setup).toBeNull();
  });

  it('never opens the console on a password alone', async () => {
    const member = await createTestStaff(server);
    const step = await startConsoleSignIn(server, member);
    expect(errorCodeOf(await consoleMe(step.challenge))).toBe('UNAUTHENTICATED');
  });

  it('answers a wrong password, an unknown address and a deactivated member alike', async () => {
    const member = await createTestStaff(server);
    const attempt = (email: string, password: string) =>
      server.graphql({
        query: consoleSignInMutation,
        variables: { email, password },
        clientAddress: randomClientAddress(),
      });
    expect(errorCodeOf(await attempt(member.email, 'wrong-password1'))).toBe('INVALID_CREDENTIALS');
    expect(errorCodeOf(await attempt('nobody@staff.example', member.password))).toBe(
      'INVALID_CREDENTIALS',
    );
    await deactivateStaffMember(server.databases.no, member.email);
    expect(errorCodeOf(await attempt(member.email, member.password))).toBe('INVALID_CREDENTIALS');
    const empty = await attempt(member.email, '');
    expect(errorCodeOf(empty)).toBe('BAD_USER_INPUT');
  });

  it('takes a code once, and a recovery code once', async () => {
    const member = await createTestStaff(server);
    await signInStaff(server, member);
    const secret = member.secret ?? '';
    const used = totpCode(secret, new Date((member.lastStep ?? 0) * 30_000));
    const replay = await startConsoleSignIn(server, member);
    expect(errorCodeOf(await confirmConsoleCode(server, member, replay.challenge, used))).toBe(
      'INVALID_SECURITY_CODE',
    );

    const recoveryCode = member.recoveryCodes?.[3] ?? '';
    const first = await startConsoleSignIn(server, member);
    const recovered = await confirmConsoleCode(server, member, first.challenge, recoveryCode);
    expect(recovered.body.data?.console_confirm_code.token).toMatch(/^itadst_/);
    const second = await startConsoleSignIn(server, member);
    expect(
      errorCodeOf(await confirmConsoleCode(server, member, second.challenge, recoveryCode)),
    ).toBe('INVALID_SECURITY_CODE');
  });

  it('voids a challenge after five wrong codes', async () => {
    const member = await createTestStaff(server);
    const step = await startConsoleSignIn(server, member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await confirmConsoleCode(server, member, step.challenge, '999999');
      expect(errorCodeOf(wrong)).toBe('INVALID_SECURITY_CODE');
    }
    const secret = step.totp_setup?.secret ?? '';
    const late = await confirmConsoleCode(
      server,
      member,
      step.challenge,
      totpCode(secret, new Date()),
    );
    expect(errorCodeOf(late)).toBe('EXPIRED');
    const stored = await server.databases.no
      .selectFrom('staff_members')
      .select('totp_enabled_at')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_enabled_at).toBeNull();
  });

  it('ends a session on sign-out, on deactivation and after half an hour idle', async () => {
    const signedOut = await createTestStaff(server);
    const token = await signInStaff(server, signedOut);
    expect((await consoleMe(token)).body.data?.console_me.email).toBe(signedOut.email);
    await server.graphql({ query: 'mutation { console_sign_out }', token });
    expect(errorCodeOf(await consoleMe(token))).toBe('UNAUTHENTICATED');

    const deactivated = await createTestStaff(server);
    const deactivatedToken = await signInStaff(server, deactivated);
    await deactivateStaffMember(server.databases.no, deactivated.email);
    expect(errorCodeOf(await consoleMe(deactivatedToken))).toBe('UNAUTHENTICATED');

    const idle = await createTestStaff(server);
    const idleToken = await signInStaff(server, idle);
    await server.databases.no
      .updateTable('staff_sessions')
      .set({ last_used_at: new Date(Date.now() - 31 * 60 * 1000) })
      .where('staff_id', '=', idle.id)
      .execute();
    expect(errorCodeOf(await consoleMe(idleToken))).toBe('UNAUTHENTICATED');
  });
});

describe('staff and customers apart', () => {
  it("never lets a staff session reach a customer's portal, nor a customer's token the console", async () => {
    const member = await createTestStaff(server);
    const staffToken = await signInStaff(server, member);
    const customer = await createUser(server.databases.no, { is_admin: true });
    const customerToken = await signIn(server, customer);

    const asStaff = await server.graphql({ query: 'query { get_user { id } }', token: staffToken });
    expect(errorCodeOf(asStaff)).toBe('UNAUTHENTICATED');
    const exportAsStaff = await fetch(`${server.url}/files/no/exports/supplier-users.csv`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(exportAsStaff.status).toBe(401);

    expect(errorCodeOf(await consoleMe(customerToken))).toBe('UNAUTHENTICATED');
    const inbox = await server.graphql({
      query: 'query { console_access_requests { total } }',
      token: customerToken,
    });
    expect(errorCodeOf(inbox)).toBe('UNAUTHENTICATED');
  });

  it("keeps a country's staff to its own country", async () => {
    const danish = await createTestStaff(server, { country: 'dk', role: 'account_manager' });
    const token = await signInStaff(server, danish);
    expect((await consoleMe(token, 'dk')).body.data?.console_me.email).toBe(danish.email);
    expect(errorCodeOf(await consoleMe(token, 'no'))).toBe('UNAUTHENTICATED');
  });
});
