import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { createSupplier, createUser, uniqueEmail } from '../../test-support/factories.js';
import { inviteCodeFromOutbox } from '../../test-support/invitation-codes.js';
import {
  signInAtProvider,
  startOidcTestProvider,
  unverifiedLoginPrefix,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { inviteUser } from '../invitations/service.js';

const redirectUrl = 'http://localhost:8080/login/microsoft/';
let identityProvider: OidcTestProvider;
let server: TestServer;
let database: Database;

beforeAll(async () => {
  identityProvider = await startOidcTestProvider({ redirectUrl });
  server = await startTestServer(identityProvider.environment);
  database = server.databases.no;
});
afterAll(async () => {
  await server.close();
  await identityProvider.close();
});

const startQuery = /* GraphQL */ `
  query get_microsoft_login_url {
    get_microsoft_login_url {
      url
      state
    }
  }
`;
const completeMutation = /* GraphQL */ `
  mutation auth_microsoft($callback_code: String!, $state: String!) {
    auth_microsoft(callback_code: $callback_code, state: $state) {
      id
      email
      token
    }
  }
`;
const viewerQuery = /* GraphQL */ `
  query get_user {
    get_user {
      id
      email
    }
  }
`;

interface Started {
  url: string;
  state: string;
}

async function start(country: CountryCode = 'no', clientAddress = randomClientAddress()) {
  const response = await server.graphql<{ get_microsoft_login_url: Started }>({
    query: startQuery,
    country,
    clientAddress,
  });
  const started = response.body.data?.get_microsoft_login_url;
  if (!started) throw new Error(JSON.stringify(response.body.errors));
  return started;
}

function complete(callbackCode: string, state: string, country: CountryCode = 'no') {
  return server.graphql<{ auth_microsoft: { id: string; email: string; token: string } }>({
    query: completeMutation,
    variables: { callback_code: callbackCode, state },
    country,
    clientAddress: randomClientAddress(),
  });
}

/** The whole round trip: start, sign in at the provider as `login`, complete with the code. */
async function signInWithMicrosoft(login: string, country: CountryCode = 'no') {
  const started = await start(country);
  const callback = await signInAtProvider(started.url, login);
  expect(callback.searchParams.get('state')).toBe(started.state);
  return complete(callback.searchParams.get('code') ?? '', started.state, country);
}

describe('Microsoft sign-in', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const started = await start();
    const url = new URL(started.url);
    expect(url.origin).toBe(identityProvider.issuer);
    expect(url.searchParams.get('client_id')).toBe(identityProvider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUrl);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBe(started.state);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('scope')).toContain('email');
    const another = await start();
    expect(another.state).not.toBe(started.state);
  });

  it('signs in an active user by the verified e-mail, then by the linked account', async () => {
    const user = await createUser(database, { email: uniqueEmail('ms').toUpperCase() });
    const first = await signInWithMicrosoft(user.email.toLowerCase());
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.auth_microsoft.id).toBe(user.id);

    const viewer = await server.graphql<{ get_user: { id: string } }>({
      query: viewerQuery,
      token: first.body.data?.auth_microsoft.token,
    });
    expect(viewer.body.data?.get_user.id).toBe(user.id);
    const linked = await database
      .selectFrom('users')
      .select('microsoft_subject')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(linked.microsoft_subject).toBe(user.email.toLowerCase());

    // Once linked, the account is found by the Microsoft subject even after an e-mail change.
    await database
      .updateTable('users')
      .set({ email: uniqueEmail('renamed') })
      .where('id', '=', user.id)
      .execute();
    const again = await signInWithMicrosoft(user.email.toLowerCase());
    expect(again.body.data?.auth_microsoft.id).toBe(user.id);
  });

  it('answers unknown, unverified, deactivated and mismatched accounts with their codes', async () => {
    expect(errorCodeOf(await signInWithMicrosoft(uniqueEmail('stranger')))).toBe('NOT_REGISTERED');

    const unverified = await createUser(database);
    const response = await signInWithMicrosoft(`${unverifiedLoginPrefix}${unverified.email}`);
    expect(errorCodeOf(response)).toBe('MICROSOFT_EMAIL_NOT_VERIFIED');

    const deactivated = await createUser(database, { status: 'deactivated' });
    expect(errorCodeOf(await signInWithMicrosoft(deactivated.email))).toBe('ACCOUNT_DEACTIVATED');

    const linkedElsewhere = await createUser(database, { microsoft_subject: 'someone-else' });
    expect(errorCodeOf(await signInWithMicrosoft(linkedElsewhere.email))).toBe(
      'MICROSOFT_ACCOUNT_MISMATCH',
    );
    for (const user of [unverified, deactivated, linkedElsewhere]) {
      const sessions = await database
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(sessions).toHaveLength(0);
    }
  });

  it('uses a state once, refuses unknown states and codes, and keeps countries apart', async () => {
    const user = await createUser(database);
    const started = await start();
    const callback = await signInAtProvider(started.url, user.email);
    const code = callback.searchParams.get('code') ?? '';

    expect(errorCodeOf(await complete(code, (await start()).state))).toBe(
      'MICROSOFT_SIGN_IN_FAILED',
    );
    expect(errorCodeOf(await complete(`${code}x`, started.state))).toBe('MICROSOFT_SIGN_IN_FAILED');
    // The refused tries above did not use up this attempt's state: a code was never redeemed.
    const fresh = await start();
    const freshCallback = await signInAtProvider(fresh.url, user.email);
    const freshCode = freshCallback.searchParams.get('code') ?? '';
    expect(errorCodeOf(await complete(freshCode, fresh.state, 'dk'))).toBe(
      'MICROSOFT_SIGN_IN_FAILED',
    );
    const accepted = await complete(freshCode, fresh.state);
    expect(accepted.body.data?.auth_microsoft.id).toBe(user.id);
    expect(errorCodeOf(await complete(freshCode, fresh.state))).toBe('MICROSOFT_SIGN_IN_FAILED');

    // A Norwegian user is unknown to the Danish portal.
    expect(errorCodeOf(await signInWithMicrosoft(user.email, 'dk'))).toBe('NOT_REGISTERED');
  });

  it('expires a started sign-in after ten minutes', async () => {
    const user = await createUser(database);
    const started = await start();
    const callback = await signInAtProvider(started.url, user.email);
    await database
      .updateTable('microsoft_sign_in_attempts')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const response = await complete(callback.searchParams.get('code') ?? '', started.state);
    expect(errorCodeOf(response)).toBe('MICROSOFT_SIGN_IN_FAILED');
  });
});

describe('registering an invited user with Microsoft', () => {
  const registerMutation = /* GraphQL */ `
    mutation register_invited_user($invite_code: String!, $email: String!) {
      register_invited_user(
        first_name: "Kari"
        last_name: "Nordmann"
        phone: "+47 400 00 000"
        job_title: "IT manager"
        language: "no"
        email: $email
        password: ""
        microsoft_user: true
        invite_code: $invite_code
      ) {
        id
        token
      }
    }
  `;

  async function invite() {
    const email = uniqueEmail('invited');
    const supplier = await createSupplier(database);
    const target = { country: 'no' as const, publicUrl: server.config.publicUrl };
    const invited = await inviteUser(database, target, { supplierId: supplier.id, email });
    return { ...invited, code: await inviteCodeFromOutbox(database, email) };
  }

  it('completes the invitation when the invited e-mail comes back from Microsoft', async () => {
    const invited = await invite();
    const beforeChoosing = await signInWithMicrosoft(invited.email);
    expect(errorCodeOf(beforeChoosing)).toBe('REGISTRATION_INCOMPLETE');

    const chosen = await server.graphql<{ register_invited_user: { token: string | null } }>({
      query: registerMutation,
      variables: { invite_code: invited.code, email: invited.email },
      clientAddress: randomClientAddress(),
    });
    expect(chosen.body.errors).toBeUndefined();
    expect(chosen.body.data?.register_invited_user.token).toBeNull();

    const signedIn = await signInWithMicrosoft(invited.email);
    expect(signedIn.body.data?.auth_microsoft.id).toBe(invited.userId);
    const user = await database
      .selectFrom('users')
      .select(['status', 'first_name', 'job_title', 'language', 'password_hash'])
      .where('id', '=', invited.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      status: 'active',
      first_name: 'Kari',
      job_title: 'IT manager',
      language: 'no',
      password_hash: null,
    });
    const live = await database
      .selectFrom('invitation_codes')
      .select('id')
      .where('user_id', '=', invited.userId)
      .where('consumed_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
  });

  it('does not register with an expired invitation', async () => {
    const invited = await invite();
    await server.graphql({
      query: registerMutation,
      variables: { invite_code: invited.code, email: invited.email },
      clientAddress: randomClientAddress(),
    });
    await database
      .updateTable('invitation_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', invited.userId)
      .execute();
    expect(errorCodeOf(await signInWithMicrosoft(invited.email))).toBe('REGISTRATION_INCOMPLETE');
  });
});

describe('without Microsoft configured', () => {
  it('hides the option and refuses its calls', async () => {
    const plain = await startTestServer();
    try {
      const available = await plain.graphql<{ microsoft_sign_in_available: boolean }>({
        query: '{ microsoft_sign_in_available }',
      });
      expect(available.body.data?.microsoft_sign_in_available).toBe(false);
      const started = await plain.graphql({ query: startQuery });
      expect(errorCodeOf(started)).toBe('MICROSOFT_SIGN_IN_UNAVAILABLE');
      const completed = await plain.graphql({
        query: completeMutation,
        variables: { callback_code: 'code', state: 'a'.repeat(43) },
      });
      expect(errorCodeOf(completed)).toBe('MICROSOFT_SIGN_IN_UNAVAILABLE');
    } finally {
      await plain.close();
    }
    const configured = await server.graphql<{ microsoft_sign_in_available: boolean }>({
      query: '{ microsoft_sign_in_available }',
    });
    expect(configured.body.data?.microsoft_sign_in_available).toBe(true);
  });
});
