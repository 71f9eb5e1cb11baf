import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const updateMutation = `
  mutation update_user_information(
    $first_name: String!, $last_name: String!, $phone: String!, $job_title: String!,
    $language: String!, $old_password: String, $new_password: String
  ) {
    update_user_information(
      first_name: $first_name, last_name: $last_name, phone: $phone, job_title: $job_title,
      language: $language, old_password: $old_password, new_password: $new_password
    ) {
      id email name first_name last_name phone job_title language country token
      supplier { id }
    }
  }`;

interface UpdatedUser {
  id: string;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  phone: string;
  job_title: string;
  language: string;
  country: string;
  token: string | null;
  supplier: { id: string };
}

const profile = {
  first_name: 'Kari',
  last_name: 'Nordmann',
  phone: '+47 912 34 567',
  job_title: 'IT-sjef',
  language: 'no',
};

const update = (
  token: string,
  variables: Record<string, unknown>,
  options: { clientAddress?: string; country?: 'no' | 'dk' | 'se' } = {},
) =>
  server.graphql<{ update_user_information: UpdatedUser }>({
    query: updateMutation,
    variables: { ...profile, ...variables },
    token,
    ...options,
  });

const getUser = (token: string) =>
  server.graphql<{ get_user: { id: string } }>({ query: '{ get_user { id } }', token });

function fieldsOf(response: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) {
  const fields = response.body.errors?.[0]?.extensions?.fields as { field: string }[] | undefined;
  return fields?.map((problem) => problem.field) ?? [];
}

async function signedInUser() {
  const user = await createUser(server.databases.no, { language: 'en' });
  return { user, token: await signIn(server, user) };
}

describe('update_user_information', () => {
  it("updates the caller's profile and returns the user", async () => {
    const { user, token } = await signedInUser();
    const response = await update(token, { first_name: '  Kari ', language: 'se' });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.update_user_information).toEqual({
      id: user.id,
      email: user.email,
      name: 'Kari Nordmann',
      first_name: 'Kari',
      last_name: 'Nordmann',
      phone: '+47 912 34 567',
      job_title: 'IT-sjef',
      language: 'se',
      country: 'norway',
      token: null,
      supplier: { id: user.supplier_id },
    });
    const stored = await server.databases.no
      .selectFrom('users')
      .select(['first_name', 'language', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ first_name: 'Kari', language: 'se' });
    // The password stays as it was, and so does the session.
    expect((await getUser(token)).body.data?.get_user.id).toBe(user.id);
    await expect(signIn(server, user)).resolves.toBeTruthy();
  });

  it('requires every profile field and a known language, naming each bad field', async () => {
    const { user, token } = await signedInUser();
    const response = await update(token, {
      first_name: ' ',
      last_name: '',
      phone: 'call me',
      job_title: 'x'.repeat(101),
      language: 'de',
    });
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(response).sort()).toEqual([
      'first_name',
      'job_title',
      'language',
      'last_name',
      'phone',
    ]);
    const messages = (response.body.errors?.[0]?.extensions?.fields as { message: string }[]).map(
      (problem) => problem.message,
    );
    expect(messages).toContain('First name is required.');
    expect(messages).toContain('Language must be one of da, en, fi, no, se.');

    const missing = await server.graphql({
      query: updateMutation,
      variables: { first_name: 'Kari' },
      token,
    });
    expect(errorCodeOf(missing)).toBe('GRAPHQL_VALIDATION_FAILED');

    const stored = await server.databases.no
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.first_name).toBe('Test');
  });

  it('refuses callers without a live session', async () => {
    expect(errorCodeOf(await update('', {}))).toBe('UNAUTHENTICATED');
    const { token } = await signedInUser();
    await server.graphql({ query: 'mutation logout { logout }', token });
    expect(errorCodeOf(await update(token, {}))).toBe('UNAUTHENTICATED');
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const { user, token } = await signedInUser();
    const otherSession = await signIn(server, user);
    const response = await update(token, {
      old_password: user.password,
      new_password: 'Nytt-passord-2026',
    });
    expect(response.body.errors).toBeUndefined();
    expect((await getUser(token)).body.data?.get_user.id).toBe(user.id);
    expect(errorCodeOf(await getUser(otherSession))).toBe('UNAUTHENTICATED');
    await expect(signIn(server, user)).rejects.toThrow(/INVALID_CREDENTIALS/);
    await expect(signIn(server, { ...user, password: 'Nytt-passord-2026' })).resolves.toBeTruthy();
  });

  it('refuses a wrong current password with WRONG_PASSWORD and changes nothing', async () => {
    const { user, token } = await signedInUser();
    const otherSession = await signIn(server, user);
    const response = await update(token, {
      first_name: 'Changed',
      old_password: 'Not-the-password-1',
      new_password: 'Nytt-passord-2026',
    });
    expect(errorCodeOf(response)).toBe('WRONG_PASSWORD');
    expect(fieldsOf(response)).toEqual(['old_password']);
    expect((await getUser(otherSession)).body.data?.get_user.id).toBe(user.id);
    await expect(signIn(server, user)).resolves.toBeTruthy();
    const stored = await server.databases.no
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.first_name).toBe('Test');
  });

  it('applies the shared rule to the new password and refuses the current one again', async () => {
    const { user, token } = await signedInUser();
    const weak = await update(token, { old_password: user.password, new_password: 'abcdefgh' });
    expect(errorCodeOf(weak)).toBe('WEAK_PASSWORD');
    expect(weak.body.errors?.[0]?.message).toBe('The password must contain at least one number.');
    expect(fieldsOf(weak)).toEqual(['new_password']);

    const common = await update(token, { old_password: user.password, new_password: 'Password1' });
    expect(errorCodeOf(common)).toBe('WEAK_PASSWORD');

    const same = await update(token, { old_password: user.password, new_password: user.password });
    expect(errorCodeOf(same)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(same)).toEqual(['new_password']);
  });

  it('needs both passwords to change it', async () => {
    const { token } = await signedInUser();
    const withoutOld = await update(token, { new_password: 'Nytt-passord-2026' });
    expect(errorCodeOf(withoutOld)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(withoutOld)).toEqual(['old_password']);
    const withoutNew = await update(token, { old_password: 'Correct-horse-7', new_password: '' });
    expect(errorCodeOf(withoutNew)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(withoutNew)).toEqual(['new_password']);
  });

  it('limits password change attempts per user, whatever the client address', async () => {
    const { user, token } = await signedInUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await update(
        token,
        { old_password: `Guess-${attempt}-x`, new_password: 'Nytt-passord-2026' },
        { clientAddress: randomClientAddress() },
      );
      expect(errorCodeOf(response)).toBe('WRONG_PASSWORD');
    }
    const blocked = await update(token, {
      old_password: user.password,
      new_password: 'Nytt-passord-2026',
    });
    expect(errorCodeOf(blocked)).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    // Profile changes without a password are not limited.
    expect((await update(token, { job_title: 'Still here' })).body.errors).toBeUndefined();

    // Another user is not affected.
    const other = await signedInUser();
    const allowed = await update(other.token, {
      old_password: other.user.password,
      new_password: 'Nytt-passord-2026',
    });
    expect(allowed.body.errors).toBeUndefined();
  });

  it("only ever changes the caller's own user, also for a master account's admin", async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const admin = await createUser(database, { supplier_id: master.id, is_admin: true });
    const colleague = await createUser(database, { supplier_id: master.id });
    const subUser = await createUser(database, { supplier_id: subSuppliers[0]!.id });
    const token = await signIn(server, admin);

    // Extra arguments naming another user are refused by the schema.
    const withId = await server.graphql({
      query: `mutation { update_user_information(id: "${colleague.id}", first_name: "X",
        last_name: "Y", phone: "12345", job_title: "Z", language: "en") { id } }`,
      token,
    });
    expect(errorCodeOf(withId)).toBe('GRAPHQL_VALIDATION_FAILED');

    const response = await update(token, { first_name: 'Admin' });
    expect(response.body.data?.update_user_information.id).toBe(admin.id);
    const names = await database
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('id', 'in', [colleague.id, subUser.id])
      .execute();
    expect(names.map((row) => row.first_name)).toEqual(['Test', 'Test']);
  });

  it('works per country: a Danish user on the Danish endpoint, and no token crosses over', async () => {
    const user = await createUser(server.databases.dk, { country: 'denmark' });
    const token = await signIn(server, user, 'dk');
    const response = await update(token, { language: 'da' }, { country: 'dk' });
    expect(response.body.data?.update_user_information.language).toBe('da');
    expect(errorCodeOf(await update(token, {}, { country: 'no' }))).toBe('UNAUTHENTICATED');
    const stored = await server.databases.dk
      .selectFrom('users')
      .select(sql<string>`language`.as('language'))
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('da');
  });
});
