import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
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

const resetPasswordMutation = /* GraphQL */ `
  mutation reset_password($email: String!) {
    reset_password(email: $email)
  }
`;
const validationQuery = /* GraphQL */ `
  query reset_code_validation($reset_code: String!) {
    reset_code_validation(reset_code: $reset_code) {
      valid
      email
    }
  }
`;
const updatePasswordMutation = /* GraphQL */ `
  mutation update_password($email: String!, $password: String!, $reset_code: String!) {
    update_password(email: $email, password: $password, reset_code: $reset_code) {
      id
      email
      token
    }
  }
`;
const getUserQuery = /* GraphQL */ `
  query get_user {
    get_user {
      id
    }
  }
`;

const requestReset = (email: string, clientAddress?: string) =>
  server.graphql<{ reset_password: boolean }>({
    query: resetPasswordMutation,
    operationName: 'reset_password',
    variables: { email },
    ...(clientAddress ? { clientAddress } : {}),
  });

const validateCode = (code: string) =>
  server.graphql<{ reset_code_validation: { valid: boolean; email: string | null } }>({
    query: validationQuery,
    operationName: 'reset_code_validation',
    variables: { reset_code: code },
    clientAddress: randomClientAddress(),
  });

const updatePassword = (variables: { email: string; password: string; reset_code: string }) =>
  server.graphql<{ update_password: { id: string; email: string; token: string } }>({
    query: updatePasswordMutation,
    operationName: 'update_password',
    variables,
    clientAddress: randomClientAddress(),
  });

/** The code from the link in the newest queued reset mail to the address. */
async function codeFromMail(database: Database, email: string): Promise<string> {
  const mail = await database
    .selectFrom('email_outbox')
    .select(['text_body', 'html_body', 'template'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.template).toBe('password_reset');
  const match = /\/reset-password\/([A-Za-z0-9_-]+)\?location=no/.exec(mail.text_body);
  expect(mail.html_body).toContain(match?.[0]);
  return match![1]!;
}

const newPassword = 'Fresh-start-42';

describe('reset_password', () => {
  it('answers the same, and as slowly, for unknown and known e-mails', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestReset(email);
      return { response, milliseconds: performance.now() - started };
    };
    // Medians of three, so one slow moment of a busy machine does not decide.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    const known: Awaited<ReturnType<typeof timed>>[] = [];
    const unknown: Awaited<ReturnType<typeof timed>>[] = [];
    for (let round = 0; round < 3; round += 1) {
      const user = await createUser(server.databases.no);
      known.push(await timed(user.email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    for (const answer of [...known, ...unknown]) {
      expect(answer.response.body).toEqual({ data: { reset_password: true } });
      expect(answer.milliseconds).toBeGreaterThanOrEqual(390);
    }
    const knownMedian = median(known.map((answer) => answer.milliseconds));
    const unknownMedian = median(unknown.map((answer) => answer.milliseconds));
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(200);
  });

  it('stores only a hash of a 256-bit code, valid for one hour, and queues the mail', async () => {
    const user = await createUser(server.databases.no, { language: 'fi' });
    await requestReset(user.email);
    const code = await codeFromMail(server.databases.no, user.email);
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await server.databases.no
      .selectFrom('password_reset_codes')
      .select([
        'code_hash',
        sql<number>`extract(epoch from expires_at - created_at)::int`.as('lifetime'),
      ])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(stored.code_hash).not.toContain(code);
    expect(stored.lifetime).toBe(3600);
    const mail = await server.databases.no
      .selectFrom('email_outbox')
      .select(['language', 'subject'])
      .where('recipient', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ language: 'fi', subject: 'Vaihda salasanasi' });
  });

  it('sends nothing for invited or deactivated users', async () => {
    const invited = await createUser(server.databases.no, { status: 'invited' });
    const deactivated = await createUser(server.databases.no, { status: 'deactivated' });
    for (const user of [invited, deactivated]) {
      expect((await requestReset(user.email)).body.data?.reset_password).toBe(true);
    }
    const mails = await server.databases.no
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', 'in', [invited.email, deactivated.email])
      .execute();
    expect(mails).toEqual([]);
  });

  it('is throttled per e-mail, whatever the client address', async () => {
    const email = uniqueEmail('throttled');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => requestReset(email, randomClientAddress())),
    );
    const codes = responses.map((response) => errorCodeOf(response) ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(1);
  });

  it('is throttled per client address, and sign-in there still works', async () => {
    const address = randomClientAddress();
    const responses = await Promise.all(
      Array.from({ length: 21 }, () => requestReset(uniqueEmail('many'), address)),
    );
    const refused = responses.filter((response) => errorCodeOf(response) === 'TOO_MANY_ATTEMPTS');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    const user = await createUser(server.databases.no);
    await expect(signIn(server, user)).resolves.toBeTruthy();
  });
});

describe('reset_code_validation and update_password', () => {
  it('checks no more codes of a parallel burst from one address than its limit', async () => {
    const clientAddress = randomClientAddress();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        server.graphql<{ reset_code_validation: { valid: boolean } }>({
          query: validationQuery,
          operationName: 'reset_code_validation',
          variables: { reset_code: `guess-${index}-${'x'.repeat(40)}` },
          clientAddress,
        }),
      ),
    );
    const checked = burst.filter((response) => response.body.data?.reset_code_validation);
    const refused = burst.filter((response) => errorCodeOf(response) === 'TOO_MANY_ATTEMPTS');
    expect(checked).toHaveLength(30);
    expect(refused).toHaveLength(10);
  });

  it('sets the password once with a valid code, signs in and ends the other sessions', async () => {
    const user = await createUser(server.databases.no);
    const oldToken = await signIn(server, user);
    await requestReset(user.email);
    const code = await codeFromMail(server.databases.no, user.email);
    // The page from the link need not ask for the e-mail: the code names it.
    expect((await validateCode(code)).body.data?.reset_code_validation).toEqual({
      valid: true,
      email: user.email,
    });

    const response = await updatePassword({
      email: user.email.toUpperCase(),
      password: newPassword,
      reset_code: code,
    });
    expect(response.body.errors).toBeUndefined();
    const updated = response.body.data!.update_password;
    expect(updated.id).toBe(user.id);

    const newSession = await server.graphql({ query: getUserQuery, token: updated.token });
    expect(newSession.body.data).toEqual({ get_user: { id: user.id } });
    const oldSession = await server.graphql({ query: getUserQuery, token: oldToken });
    expect(errorCodeOf(oldSession)).toBe('UNAUTHENTICATED');
    await expect(
      signIn(server, { email: user.email, password: newPassword }),
    ).resolves.toBeTruthy();
    await expect(signIn(server, user)).rejects.toThrow(/INVALID_CREDENTIALS|Could not log in/);

    // Single use; a used code names no address.
    expect((await validateCode(code)).body.data?.reset_code_validation).toEqual({
      valid: false,
      email: null,
    });
    const again = await updatePassword({
      email: user.email,
      password: 'Another-99',
      reset_code: code,
    });
    expect(errorCodeOf(again)).toBe('INVALID_RESET_CODE');
  });

  it('ends outstanding codes when the password is changed on the account page', async () => {
    const user = await createUser(server.databases.no);
    // Signed in first: signing in ends outstanding codes by itself (the next test).
    const token = await signIn(server, { email: user.email, password: user.password });
    await requestReset(user.email, randomClientAddress());
    const code = await codeFromMail(server.databases.no, user.email);
    expect((await validateCode(code)).body.data?.reset_code_validation.valid).toBe(true);
    const changed = await server.graphql({
      query: `mutation change($old_password: String, $new_password: String) {
        update_user_information(first_name: "Test", last_name: "User", phone: "+47 912 34 567",
          job_title: "Buyer", language: "en", old_password: $old_password,
          new_password: $new_password) { id }
      }`,
      variables: { old_password: user.password, new_password: newPassword },
      token,
    });
    expect(changed.body.errors).toBeUndefined();
    expect((await validateCode(code)).body.data?.reset_code_validation.valid).toBe(false);
  });

  it('ends outstanding codes when the user signs in with the password', async () => {
    const user = await createUser(server.databases.no);
    await requestReset(user.email, randomClientAddress());
    const code = await codeFromMail(server.databases.no, user.email);
    await signIn(server, { email: user.email, password: user.password });
    expect((await validateCode(code)).body.data?.reset_code_validation.valid).toBe(false);
    const refused = await updatePassword({
      email: user.email,
      password: newPassword,
      reset_code: code,
    });
    expect(errorCodeOf(refused)).toBe('INVALID_RESET_CODE');
  });

  it('refuses an expired code', async () => {
    const user = await createUser(server.databases.no);
    await requestReset(user.email);
    const code = await codeFromMail(server.databases.no, user.email);
    await server.databases.no
      .updateTable('password_reset_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await validateCode(code)).body.data?.reset_code_validation.valid).toBe(false);
    const response = await updatePassword({
      email: user.email,
      password: newPassword,
      reset_code: code,
    });
    expect(errorCodeOf(response)).toBe('INVALID_RESET_CODE');
  });

  it('a new request makes the older code stop working', async () => {
    const user = await createUser(server.databases.no);
    await requestReset(user.email);
    const first = await codeFromMail(server.databases.no, user.email);
    await requestReset(user.email);
    const second = await codeFromMail(server.databases.no, user.email);
    expect(second).not.toBe(first);
    expect((await validateCode(first)).body.data?.reset_code_validation.valid).toBe(false);
    expect((await validateCode(second)).body.data?.reset_code_validation.valid).toBe(true);
    const response = await updatePassword({
      email: user.email,
      password: newPassword,
      reset_code: first,
    });
    expect(errorCodeOf(response)).toBe('INVALID_RESET_CODE');
  });

  it('refuses a code with another e-mail, also another supplier’s user', async () => {
    const owner = await createUser(server.databases.no);
    const other = await createUser(server.databases.no);
    expect(other.supplier_id).not.toBe(owner.supplier_id);
    await requestReset(owner.email);
    const code = await codeFromMail(server.databases.no, owner.email);
    const response = await updatePassword({
      email: other.email,
      password: newPassword,
      reset_code: code,
    });
    expect(errorCodeOf(response)).toBe('INVALID_RESET_CODE');
    expect(response.body.data).toBeNull();
    await expect(signIn(server, other)).resolves.toBeTruthy();
    // The code is still the owner's to use.
    expect((await validateCode(code)).body.data?.reset_code_validation.valid).toBe(true);
  });

  it('a code of one country does nothing on another country’s endpoint', async () => {
    const user = await createUser(server.databases.no);
    await requestReset(user.email);
    const code = await codeFromMail(server.databases.no, user.email);
    const response = await server.graphql({
      query: validationQuery,
      variables: { reset_code: code },
      country: 'dk',
    });
    expect(response.body.data).toEqual({ reset_code_validation: { valid: false, email: null } });
  });

  it.each([
    ['abc12', 'The password must be at least 6 characters long.'],
    ['abcdefgh', 'The password must contain at least one number.'],
    ['12345678', 'The password must contain letters.'],
    ['Password1', 'This password is too common. Choose another one.'],
    ['qwerty123', 'This password is too common. Choose another one.'],
  ])('refuses the weak password %s with the rule’s message', async (password, message) => {
    const user = await createUser(server.databases.no);
    await requestReset(user.email);
    const code = await codeFromMail(server.databases.no, user.email);
    const response = await updatePassword({ email: user.email, password, reset_code: code });
    expect(errorCodeOf(response)).toBe('WEAK_PASSWORD');
    expect(response.body.errors?.[0]?.message).toBe(message);
    // A refused password leaves the code usable.
    expect((await validateCode(code)).body.data?.reset_code_validation.valid).toBe(true);
  });

  it('requires every input of the spec', async () => {
    const missing = await server.graphql({
      query: /* GraphQL */ `
        mutation {
          update_password(email: "a@b.example", password: "Secret-12")
        }
      `,
    });
    expect(errorCodeOf(missing)).toBe('GRAPHQL_VALIDATION_FAILED');
    const empty = await validateCode('');
    expect(errorCodeOf(empty)).toBe('BAD_USER_INPUT');
  });
});
