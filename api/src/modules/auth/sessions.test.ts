import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const getUser = (token: string | undefined, country: 'no' | 'dk' | 'se' = 'no') =>
  server.graphql<{ get_user: { id: string } }>({
    query: '{ get_user { id } }',
    ...(token === undefined ? {} : { token }),
    country,
  });

const renew = (token: string) =>
  server.graphql<{ renew_token: { token: string } }>({
    query: 'mutation renew_token { renew_token { token } }',
    token,
  });

const logout = (token: string) =>
  server.graphql<{ logout: boolean }>({ query: 'mutation logout { logout }', token });

async function signedInUser() {
  const user = await createUser(server.databases.no);
  return { user, token: await signIn(server, user) };
}

/** A token signed with the server's own key, with claims of our choosing. */
function signWithServerKey(claims: Record<string, unknown>, expiresAt: number) {
  const issuer = `${server.config.publicUrl}/graphql/no`;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setAudience(issuer)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(server.signingKey);
}

describe('tokens and sessions', () => {
  it('answers get_user without a token, or with an empty one, with UNAUTHENTICATED', async () => {
    expect(errorCodeOf(await getUser(undefined))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await getUser('not-a-token'))).toBe('UNAUTHENTICATED');
  });

  it('serves the signed-in user with a valid token', async () => {
    const { user, token } = await signedInUser();
    expect((await getUser(token)).body.data?.get_user.id).toBe(user.id);
  });

  it("refuses a token issued by another country's endpoint", async () => {
    const { token } = await signedInUser();
    for (const country of ['dk', 'se'] as const) {
      expect(errorCodeOf(await getUser(token, country))).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a token signed with another key', async () => {
    const { token } = await signedInUser();
    const claims = decodeJwt(token);
    const issuer = `${server.config.publicUrl}/graphql/no`;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setAudience(issuer)
      .sign(randomBytes(32));
    expect(errorCodeOf(await getUser(forged))).toBe('UNAUTHENTICATED');
  });

  it('refuses an unsigned token (alg: none) and a token whose claims were edited', async () => {
    const { token } = await signedInUser();
    const [header, payload] = token.split('.');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(errorCodeOf(await getUser(unsigned))).toBe('UNAUTHENTICATED');

    const claims = decodeJwt(token);
    const edited = `${header}.${encode({ ...claims, is_admin: true })}.${token.split('.')[2]}`;
    expect(errorCodeOf(await getUser(edited))).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired token, and renew_token exchanges it for a working one', async () => {
    const { user, token } = await signedInUser();
    const claims = decodeJwt(token);
    const expired = await signWithServerKey(
      { ...claims, exp: undefined, iat: undefined },
      Math.floor(Date.now() / 1000) - 120,
    );
    expect(errorCodeOf(await getUser(expired))).toBe('UNAUTHENTICATED');

    const renewed = await renew(expired);
    const freshToken = renewed.body.data?.renew_token.token ?? '';
    expect(decodeJwt(freshToken).exp).toBeGreaterThan(Date.now() / 1000 + 55 * 60);
    expect((await getUser(freshToken)).body.data?.get_user.id).toBe(user.id);
  });

  it('renews with fresh permissions from the database', async () => {
    const { user, token } = await signedInUser();
    await server.databases.no
      .updateTable('users')
      .set({ has_report_access: false })
      .where('id', '=', user.id)
      .execute();
    const renewed = await renew(token);
    expect(decodeJwt(renewed.body.data?.renew_token.token ?? '').has_report_access).toBe(false);
  });

  it('ends the session on logout: its token and renewal stop working at once', async () => {
    const { token } = await signedInUser();
    expect((await logout(token)).body.data?.logout).toBe(true);
    expect(errorCodeOf(await getUser(token))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await renew(token))).toBe('UNAUTHENTICATED');
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const { user, token } = await signedInUser();
    const otherToken = await signIn(server, user);
    await logout(token);
    expect((await getUser(otherToken)).body.data?.get_user.id).toBe(user.id);
  });

  it('refuses renewal past the absolute session lifetime or after a long idle time', async () => {
    const { token: absoluteToken } = await signedInUser();
    await server.databases.no
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', String(decodeJwt(absoluteToken).sid))
      .execute();
    expect(errorCodeOf(await renew(absoluteToken))).toBe('UNAUTHENTICATED');

    const { token: idleToken } = await signedInUser();
    await server.databases.no
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '8 days'` })
      .where('id', '=', String(decodeJwt(idleToken).sid))
      .execute();
    expect(errorCodeOf(await renew(idleToken))).toBe('UNAUTHENTICATED');
  });

  it('stops honouring the tokens of a deactivated user', async () => {
    const { user, token } = await signedInUser();
    await server.databases.no
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', user.id)
      .execute();
    await server.changesHeard();
    expect(errorCodeOf(await getUser(token))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await renew(token))).toBe('UNAUTHENTICATED');
  });

  it('refuses renew_token without a token', async () => {
    const response = await server.graphql({ query: 'mutation { renew_token { token } }' });
    expect(errorCodeOf(response)).toBe('UNAUTHENTICATED');
  });
});
