import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import {
  signInAtProvider,
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let identityProvider: OidcTestProvider;
let server: TestServer;
let database: Database;
beforeAll(async () => {
  identityProvider = await startOidcTestProvider({
    redirectUrl: 'http://localhost:8080/login/microsoft/',
  });
  server = await startTestServer(identityProvider.environment);
  database = server.databases.no;
});
afterAll(async () => {
  await server.close();
  await identityProvider.close();
});

const { entriesOf } = auditLogRequests(() => server);

/** Start, sign in at the provider as `login`, complete with the code: the browser's round trip. */
async function signInWithMicrosoft(login: string) {
  const started = await server.graphql<{ get_microsoft_login_url: { url: string; state: string } }>(
    { query: 'query get_microsoft_login_url { get_microsoft_login_url { url state } }' },
  );
  const { url, state } = started.body.data!.get_microsoft_login_url;
  const callback = await signInAtProvider(url, login);
  return server.graphql({
    query: `mutation auth_microsoft($callback_code: String!, $state: String!) {
      auth_microsoft(callback_code: $callback_code, state: $state) { id }
    }`,
    variables: { callback_code: callback.searchParams.get('code') ?? '', state },
  });
}

describe('the audit log and Microsoft sign-in', () => {
  it('records the method of a sign-in and a refused sign-in of a deactivated account', async () => {
    const admin = await createUser(database, { is_admin: true, email: uniqueEmail('ms-admin') });
    const deactivated = await createUser(database, {
      supplier_id: admin.supplier_id,
      status: 'deactivated',
      email: uniqueEmail('ms-gone'),
    });
    expect((await signInWithMicrosoft(admin.email)).body.errors).toBeUndefined();
    expect(errorCodeOf(await signInWithMicrosoft(deactivated.email))).toBe('ACCOUNT_DEACTIVATED');

    const token = await signIn(server, admin);
    const signIns = await entriesOf(token, 'sign_in.succeeded');
    expect(signIns.map((entry) => JSON.parse(entry.details) as unknown)).toEqual([
      { method: 'password' },
      { method: 'microsoft' },
    ]);
    const [failed] = await entriesOf(token, 'sign_in.failed');
    expect(failed).toMatchObject({ actor: { id: deactivated.id } });
    expect(JSON.parse(failed?.details ?? '{}')).toEqual({
      method: 'microsoft',
      reason: 'deactivated',
    });
  });
});
