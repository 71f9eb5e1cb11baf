import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test-support/factories.js';
import { signIn, signInMutation } from '../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a NUL character in a string argument', () => {
  it('is refused as BAD_USER_INPUT in variables, before anything runs', async () => {
    const response = await server.graphql({
      query: signInMutation,
      variables: { email: 'someone\u0000@example.com', password: 'Secret123' },
    });
    expect(response.status).toBe(200);
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.data ?? null).toBeNull();
  });

  it('is refused as BAD_USER_INPUT when written inline in the document', async () => {
    const response = await server.graphql({
      query:
        '{ verify_certificate(certificate_number: "CD-1\\u0000", sha256: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa") { valid } }',
    });
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
  });

  it('is refused in the search and the free text of a signed-in user', async () => {
    const user = await createUser(server.databases.no, { has_report_access: true });
    const token = await signIn(server, { email: user.email, password: user.password });
    const search = await server.graphql({
      query:
        'query search($serial: String!) { search_units(serial_number: $serial) { serial_number } }',
      variables: { serial: 'SN\u0000' },
      token,
    });
    expect(errorCodeOf(search)).toBe('BAD_USER_INPUT');
    const contact = await server.graphql({
      query:
        'mutation contact($subject: String!, $message: String!) { send_contact_message(subject: $subject, message: $message) { recipient_name } }',
      variables: { subject: 'Hello', message: 'Line one\u0000line two' },
      token,
    });
    expect(errorCodeOf(contact)).toBe('BAD_USER_INPUT');
  });

  it('leaves other text alone', async () => {
    const response = await server.graphql({
      query: signInMutation,
      variables: { email: 'nobody-here@example.com', password: 'Secret123 \u2028 \t' },
    });
    expect(errorCodeOf(response)).toBe('INVALID_CREDENTIALS');
  });
});

describe('GraphQL answers', () => {
  it('are never stored by a cache (tokens and personal data), whether data or errors', async () => {
    const answered = await server.graphql({ query: '{ __typename }' });
    expect(answered.headers.get('cache-control')).toBe('no-store');
    const refused = await server.graphql({ query: '{ get_user { id } }' });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const viaGet = await fetch(
      `${server.url}/graphql/no?query=${encodeURIComponent('{ __typename }')}`,
    );
    expect(viaGet.status).toBe(200);
    expect(viaGet.headers.get('cache-control')).toBe('no-store');
  });
});
