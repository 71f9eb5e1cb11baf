import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import {
  signInAtProvider,
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.js';
import {
  createScimTokenAs,
  entraCreateUserBody,
  entraPatch,
  scimRequest,
} from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';

const redirectUrl = 'http://localhost:8080/login/microsoft/';
let identityProvider: OidcTestProvider;
let server: TestServer;

beforeAll(async () => {
  identityProvider = await startOidcTestProvider({ redirectUrl });
  server = await startTestServer(identityProvider.environment);
});
afterAll(async () => {
  await server.close();
  await identityProvider.close();
});

/** The Microsoft sign-in round trip through the real local OpenID provider, as `login`. */
async function signInWithMicrosoft(login: string) {
  const started = await server.graphql<{ get_microsoft_login_url: { url: string; state: string } }>(
    {
      query: 'query get_microsoft_login_url { get_microsoft_login_url { url state } }',
      clientAddress: randomClientAddress(),
    },
  );
  const { url, state } = started.body.data?.get_microsoft_login_url ?? { url: '', state: '' };
  const callback = await signInAtProvider(url, login);
  return server.graphql<{ auth_microsoft: { id: string; token: string } }>({
    query: `mutation auth_microsoft($callback_code: String!, $state: String!) {
      auth_microsoft(callback_code: $callback_code, state: $state) { id token }
    }`,
    variables: { callback_code: callback.searchParams.get('code') ?? '', state },
    clientAddress: randomClientAddress(),
  });
}

describe('a user provisioned by SCIM signs in with Microsoft', () => {
  it('without an invitation, matched by the e-mail address, until SCIM deactivates them', async () => {
    const admin = await createUser(server.databases.no, { is_admin: true });
    const { token } = await createScimTokenAs(server, await signIn(server, admin));
    const email = uniqueEmail('provisioned');
    const created = await scimRequest(server, {
      token,
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(email, randomUUID()),
    });
    expect(created.status).toBe(201);
    const mails = await server.databases.no
      .selectFrom('email_outbox')
      .select('template')
      .where('recipient', '=', email)
      .execute();
    expect(mails).toEqual([]);

    const signedIn = await signInWithMicrosoft(email);
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data?.auth_microsoft.id).toBe(created.body.id);
    const session = signedIn.body.data?.auth_microsoft.token;
    const viewer = await server.graphql({
      query: 'query get_user { get_user { id } }',
      token: session,
    });
    expect(viewer.body.errors).toBeUndefined();

    await scimRequest(server, {
      token,
      method: 'PATCH',
      path: `/Users/${created.body.id ?? ''}`,
      body: entraPatch({ op: 'Replace', path: 'active', value: 'False' }),
    });
    const ended = await server.graphql({
      query: 'query get_user { get_user { id } }',
      token: session,
    });
    expect(errorCodeOf(ended)).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await signInWithMicrosoft(email))).toBe('ACCOUNT_DEACTIVATED');
  });
});
