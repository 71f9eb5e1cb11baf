import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { inviteCodeFromOutbox } from '../../test-support/invitation-codes.js';
import { createSupplier, createUser, uniqueEmail } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { inviteUser } from './service.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const validationQuery = /* GraphQL */ `
  query invite_code_validation($invite_code: String!) {
    invite_code_validation(invite_code: $invite_code) {
      id
      email
      first_name
      last_name
    }
  }
`;
const registerMutation = /* GraphQL */ `
  mutation register_invited_user(
    $first_name: String!
    $last_name: String!
    $phone: String!
    $job_title: String!
    $language: String!
    $email: String!
    $password: String!
    $microsoft_user: Boolean!
    $invite_code: String!
  ) {
    register_invited_user(
      first_name: $first_name
      last_name: $last_name
      phone: $phone
      job_title: $job_title
      language: $language
      email: $email
      password: $password
      microsoft_user: $microsoft_user
      invite_code: $invite_code
    ) {
      id
      email
      name
      phone
      job_title
      language
      token
    }
  }
`;

const validate = (code: string, clientAddress = randomClientAddress()) =>
  server.graphql<{ invite_code_validation: { id: string; email: string } }>({
    query: validationQuery,
    operationName: 'invite_code_validation',
    variables: { invite_code: code },
    clientAddress,
  });

type Registration = {
  first_name: string;
  last_name: string;
  phone: string;
  job_title: string;
  language: string;
  email: string;
  password: string;
  microsoft_user: boolean;
  invite_code: string;
};

const registerUser = (variables: Registration) =>
  server.graphql<{
    register_invited_user: {
      id: string;
      email: string;
      name: string;
      phone: string;
      job_title: string;
      language: string;
      token: string;
    };
  }>({
    query: registerMutation,
    operationName: 'register_invited_user',
    variables,
    clientAddress: randomClientAddress(),
  });

const target = () => ({ country: 'no' as const, publicUrl: server.config.publicUrl });

/** Invites a fresh e-mail to a fresh supplier and returns the code from the queued mail. */
async function invite(
  overrides: {
    email?: string;
    supplierId?: string;
    language?: 'da' | 'en' | 'fi' | 'no' | 'se';
  } = {},
) {
  const email = overrides.email ?? uniqueEmail('invited');
  const supplierId = overrides.supplierId ?? (await createSupplier(database)).id;
  const invited = await inviteUser(database, target(), {
    supplierId,
    email,
    firstName: 'Kari',
    language: overrides.language,
  });
  return { ...invited, supplierId, code: await inviteCodeFromOutbox(database, email) };
}

const registration = (code: string, email: string): Registration => ({
  first_name: 'Kari',
  last_name: 'Nordmann',
  phone: '+47 400 00 000',
  job_title: 'IT manager',
  language: 'no',
  email,
  password: 'Fjord-tur-42',
  microsoft_user: false,
  invite_code: code,
});

describe('invitations', () => {
  it('checks no more codes of a parallel burst from one address than its limit', async () => {
    const clientAddress = randomClientAddress();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        validate(`guess-${index}-${'x'.repeat(40)}`, clientAddress),
      ),
    );
    const codes = burst.map((response) => errorCodeOf(response));
    expect(codes.filter((code) => code === 'INVALID_INVITE_CODE')).toHaveLength(30);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(10);
  });

  it('creates an invited user, stores only a hash of a 256-bit code valid for 7 days and mails the link', async () => {
    const { code, userId, email } = await invite({ language: 'se' });
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await database
      .selectFrom('users')
      .select(['status', 'country', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ status: 'invited', country: 'norway', password_hash: null });
    const stored = await database
      .selectFrom('invitation_codes')
      .select([
        'code_hash',
        sql<number>`extract(epoch from expires_at - created_at)::int`.as('lifetime'),
      ])
      .where('user_id', '=', userId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);
    expect(stored[0]!.lifetime).toBe(7 * 24 * 60 * 60);
    const mail = await database
      .selectFrom('email_outbox')
      .select(['subject', 'language'])
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ subject: 'Du är inbjuden till kundportalen', language: 'se' });
    // The invited user cannot sign in before registering.
    const signInResponse = await server.graphql({
      query:
        'mutation auth($email: String!, $password: String!) { auth(email: $email, password: $password) { id } }',
      operationName: 'auth',
      variables: { email, password: 'anything-1' },
    });
    expect(errorCodeOf(signInResponse)).toBe('REGISTRATION_INCOMPLETE');
  });

  it('tells the invited e-mail and the names the admin entered for a live code, and nothing for others', async () => {
    const { code, userId, email } = await invite();
    const valid = await validate(code);
    // The admin gave a first name and no last name.
    expect(valid.body.data?.invite_code_validation).toEqual({
      id: userId,
      email,
      first_name: 'Kari',
      last_name: null,
    });
    for (const bad of ['x'.repeat(43), 'short', '']) {
      const response = await validate(bad);
      expect(errorCodeOf(response)).toBe(bad === '' ? 'BAD_USER_INPUT' : 'INVALID_INVITE_CODE');
      expect(response.body.data).toBeNull();
    }
  });

  it('refuses an expired code with its own error code', async () => {
    const { code, userId, email } = await invite();
    await database
      .updateTable('invitation_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', userId)
      .execute();
    expect(errorCodeOf(await validate(code))).toBe('INVITE_CODE_EXPIRED');
    expect(errorCodeOf(await registerUser(registration(code, email)))).toBe('INVITE_CODE_EXPIRED');
  });

  it('registers the invited user once, signs them in and then refuses the code', async () => {
    const { code, userId, email } = await invite();
    const response = await registerUser(registration(code, email.toUpperCase()));
    expect(response.body.errors).toBeUndefined();
    const user = response.body.data!.register_invited_user;
    expect(user).toMatchObject({
      id: userId,
      email,
      name: 'Kari Nordmann',
      phone: '+47 400 00 000',
      job_title: 'IT manager',
      language: 'no',
    });
    const me = await server.graphql<{ get_user: { id: string } }>({
      query: '{ get_user { id } }',
      token: user.token,
    });
    expect(me.body.data?.get_user.id).toBe(userId);
    const row = await database
      .selectFrom('users')
      .select(['status', 'registered_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(row.registered_at).toBeInstanceOf(Date);
    // The password works for sign-in, and the code is used up.
    await signIn(server, { email, password: 'Fjord-tur-42' });
    expect(errorCodeOf(await validate(code))).toBe('INVALID_INVITE_CODE');
    expect(errorCodeOf(await registerUser(registration(code, email)))).toBe('INVALID_INVITE_CODE');
  });

  it('lets only one of two concurrent registrations with the same code through', async () => {
    const { code, email } = await invite();
    const responses = await Promise.all([
      registerUser(registration(code, email)),
      registerUser(registration(code, email)),
    ]);
    const succeeded = responses.filter((response) => response.body.data?.register_invited_user);
    expect(succeeded).toHaveLength(1);
  });

  it('makes a resend replace the old code', async () => {
    const { code: oldCode, email, supplierId } = await invite();
    const again = await invite({ email, supplierId });
    expect(again.created).toBe(false);
    expect(again.code).not.toBe(oldCode);
    expect(errorCodeOf(await validate(oldCode))).toBe('INVALID_INVITE_CODE');
    expect(errorCodeOf(await registerUser(registration(oldCode, email)))).toBe(
      'INVALID_INVITE_CODE',
    );
    expect((await validate(again.code)).body.data?.invite_code_validation.email).toBe(email);
  });

  it('validates every input, the password rule and the invited e-mail', async () => {
    const { code, email } = await invite();
    const blank = await registerUser({
      ...registration(code, email),
      first_name: ' ',
      job_title: '',
    });
    expect(errorCodeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.body.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'first_name', message: 'First name is required.' },
      { field: 'job_title', message: 'Job title is required.' },
    ]);
    const badLanguage = await registerUser({ ...registration(code, email), language: 'de' });
    expect(errorCodeOf(badLanguage)).toBe('BAD_USER_INPUT');

    const weak = await registerUser({ ...registration(code, email), password: 'abcdef' });
    expect(errorCodeOf(weak)).toBe('WEAK_PASSWORD');
    const common = await registerUser({ ...registration(code, email), password: 'password1' });
    expect(errorCodeOf(common)).toBe('WEAK_PASSWORD');

    const otherEmail = await registerUser(registration(code, uniqueEmail('someone-else')));
    expect(errorCodeOf(otherEmail)).toBe('BAD_USER_INPUT');
    expect(otherEmail.body.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'email', message: 'Use the e-mail address the invitation was sent to.' },
    ]);

    const microsoft = await registerUser({ ...registration(code, email), microsoft_user: true });
    expect(errorCodeOf(microsoft)).toBe('MICROSOFT_SIGN_IN_UNAVAILABLE');

    // None of the refusals used up the code.
    expect((await validate(code)).body.data?.invite_code_validation.email).toBe(email);
  });

  it('throttles code checks per client address', async () => {
    const clientAddress = randomClientAddress();
    const codes: unknown[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      codes.push(errorCodeOf(await validate('y'.repeat(43), clientAddress)));
    }
    expect(codes.slice(0, 30).every((code) => code === 'INVALID_INVITE_CODE')).toBe(true);
    expect(codes[30]).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses to invite an active user or another supplier’s user, without telling which', async () => {
    const active = await createUser(database);
    await expect(
      inviteUser(database, target(), { supplierId: active.supplier_id, email: active.email }),
    ).rejects.toMatchObject({ code: 'EMAIL_IN_USE' });
    const { email } = await invite();
    const otherSupplier = await createSupplier(database);
    await expect(
      inviteUser(database, target(), { supplierId: otherSupplier.id, email }),
    ).rejects.toMatchObject({ code: 'EMAIL_IN_USE' });
  });
});

describe('concurrent invitations', () => {
  it('invites an e-mail once when two invitations race', async () => {
    const [first, second] = [await createSupplier(database), await createSupplier(database)];
    const email = uniqueEmail('race');
    const results = await Promise.allSettled([
      inviteUser(database, target(), { supplierId: first.id, email }),
      inviteUser(database, target(), { supplierId: second.id, email }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ code: 'EMAIL_IN_USE' });
  });
});
