import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupplier,
  createSupplierContact,
  createUser,
  uniqueEmail,
} from '../../test-support/factories.js';
import { signInMutation } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signInWith = (email: string, password: string) =>
  server.graphql<{ auth: { id: string; token: string } }>({
    query: signInMutation,
    operationName: 'auth',
    variables: { email, password },
  });

describe('auth (sign-in with e-mail and password)', () => {
  it('returns the user with a token carrying the spec claims, bound to the country endpoint', async () => {
    const supplier = await createSupplier(server.databases.no, { can_upload: false });
    const user = await createUser(server.databases.no, {
      supplier_id: supplier.id,
      has_report_access: true,
    });

    const response = await signInWith(user.email, user.password);

    expect(response.status).toBe(200);
    expect(response.body.data?.auth.id).toBe(user.id);
    const claims = decodeJwt(response.body.data?.auth.token ?? '');
    expect(claims.sub).toBe(user.id);
    expect(claims.has_report_access).toBe(true);
    expect(claims.can_upload).toBe(false);
    expect(claims.supplier_id).toBe(supplier.id);
    expect(claims.iss).toBe(`${server.config.publicUrl}/graphql/no`);
    expect(claims.aud).toBe(`${server.config.publicUrl}/graphql/no`);
    const lifetime = (claims.exp ?? 0) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(55 * 60);
    expect(lifetime).toBeLessThanOrEqual(60 * 60);
  });

  it('matches the e-mail without regard to case or surrounding spaces', async () => {
    const user = await createUser(server.databases.no);
    const response = await signInWith(`  ${user.email.toUpperCase()} `, user.password);
    expect(response.body.data?.auth.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const user = await createUser(server.databases.no);
    const wrongPassword = await signInWith(user.email, 'not-the-password-1');
    const unknownEmail = await signInWith(uniqueEmail('nobody'), 'whatever-1');

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.body.data).toBeNull();
      expect(errorCodeOf(response)).toBe('INVALID_CREDENTIALS');
      expect(response.body.errors?.[0]?.message).toBe(
        'Could not log in. Check username/password and try again.',
      );
    }
  });

  it('tells a known supplier contact without an account that they are not registered', async () => {
    const supplier = await createSupplier(server.databases.no);
    const contact = await createSupplierContact(server.databases.no, { supplier_id: supplier.id });
    const response = await signInWith(contact.email, 'anything-1');
    expect(errorCodeOf(response)).toBe('NOT_REGISTERED');
    expect(response.body.errors?.[0]?.message).toBe(
      'You are not registered. You will receive an invitation in a separate email. Follow the instructions to register with your contact details.',
    );
  });

  it('asks an invited user to complete the registration', async () => {
    const user = await createUser(server.databases.no, { status: 'invited', password: null });
    const response = await signInWith(user.email, 'anything-1');
    expect(errorCodeOf(response)).toBe('REGISTRATION_INCOMPLETE');
    expect(response.body.errors?.[0]?.message).toBe(
      'Please complete the registration to be able to log in. You will get access as soon as the registration is completed.',
    );
  });

  it('refuses a deactivated user as if the password were wrong', async () => {
    const user = await createUser(server.databases.no, { status: 'deactivated' });
    const response = await signInWith(user.email, user.password);
    expect(errorCodeOf(response)).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a user of another country: each country has its own users', async () => {
    const user = await createUser(server.databases.dk);
    const atNorway = await signInWith(user.email, user.password);
    expect(errorCodeOf(atNorway)).toBe('INVALID_CREDENTIALS');
    const atDenmark = await server.graphql<{ auth: { id: string } }>({
      query: signInMutation,
      variables: { email: user.email, password: user.password },
      country: 'dk',
    });
    expect(atDenmark.body.data?.auth.id).toBe(user.id);
  });

  it('names empty inputs as bad input, storing nothing', async () => {
    const response = await signInWith('', '');
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'email' })]),
    );
  });
});
