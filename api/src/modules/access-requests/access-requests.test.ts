import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test-support/factories.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { listAccessRequests, rejectAccessRequest } from './service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PROVIDER_STAFF_EMAIL: 'staff@provider.example' });
});
afterAll(() => server.close());

const requestAccessMutation = /* GraphQL */ `
  mutation request_access(
    $company_name: String!
    $org_number: String!
    $first_name: String!
    $last_name: String!
    $phone: String!
    $email: String!
    $language: String
  ) {
    request_access(
      company_name: $company_name
      org_number: $org_number
      first_name: $first_name
      last_name: $last_name
      phone: $phone
      email: $email
      language: $language
    )
  }
`;

const validInput = () => ({
  company_name: `Fjord Data ${Math.random().toString(36).slice(2, 8)} AS`,
  org_number: '923 456 789',
  first_name: 'Ingrid',
  last_name: 'Hansen',
  phone: '+47 912 34 567',
  email: uniqueEmail('ingrid'),
});

const send = (
  variables: Record<string, string>,
  options: { clientAddress?: string; country?: 'no' | 'dk' | 'se' } = {},
) =>
  server.graphql<{ request_access: boolean }>({
    query: requestAccessMutation,
    operationName: 'request_access',
    variables,
    clientAddress: options.clientAddress ?? randomClientAddress(),
    ...(options.country ? { country: options.country } : {}),
  });

describe('request_access', () => {
  it("keeps the form's language for the answer, and English for one it does not know", async () => {
    const finnish = { ...validInput(), language: 'fi' };
    const unknown = { ...validInput(), language: 'xx' };
    for (const input of [finnish, unknown]) {
      expect((await send(input)).body.data?.request_access).toBe(true);
    }
    const stored = await server.databases.no
      .selectFrom('access_requests')
      .select(['email', 'language'])
      .where('email', 'in', [finnish.email, unknown.email])
      .execute();
    expect(Object.fromEntries(stored.map((row) => [row.email, row.language]))).toEqual({
      [finnish.email]: 'fi',
      [unknown.email]: 'en',
    });
  });

  it('stores the request and queues a notice to the staff in the country language', async () => {
    const input = validInput();
    const response = await send({ ...input, email: `  ${input.email}  ` });
    expect(response.body).toEqual({ data: { request_access: true } });

    const stored = await server.databases.no
      .selectFrom('access_requests')
      .selectAll()
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...input, status: 'pending' });

    const mail = await server.databases.no
      .selectFrom('email_outbox')
      .selectAll()
      .where('template', '=', 'access_request_notice')
      .where('text_body', 'like', `%${input.email}%`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('staff@provider.example');
    expect(mail.language).toBe('no');
    expect(mail.subject).toBe(`Forespørsel om tilgang fra ${input.company_name}`);
    expect(mail.text_body).toContain('923 456 789');
    expect(mail.html_body).toContain('Ingrid Hansen');
  });

  it('escapes what the visitor typed in the HTML notice', async () => {
    const input = { ...validInput(), company_name: '<script>alert(1)</script> AS' };
    await send(input, { country: 'dk' });
    const mail = await server.databases.dk
      .selectFrom('email_outbox')
      .select(['html_body', 'language'])
      .where('text_body', 'like', `%${input.email}%`)
      .executeTakeFirstOrThrow();
    expect(mail.language).toBe('da');
    expect(mail.html_body).not.toContain('<script>');
    expect(mail.html_body).toContain('&lt;script&gt;');
  });

  it.each([
    ['company_name', '   ', 'Company name is required.'],
    ['email', 'not-an-address', 'E-mail is not a valid address.'],
    ['phone', 'call me', 'Phone may hold digits, spaces, parentheses, dashes and a leading +.'],
    ['first_name', 'x'.repeat(101), 'First name is too long (at most 100 characters).'],
  ])('refuses a bad %s', async (field, value, message) => {
    const input = { ...validInput(), [field]: value };
    const response = await send(input);
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fields).toContainEqual({ field, message });
    const stored = await server.databases.no
      .selectFrom('access_requests')
      .select('id')
      .where('email', '=', input.email)
      .execute();
    expect(stored).toEqual([]);
  });

  it('requires all six inputs', async () => {
    const { phone: _phone, ...withoutPhone } = validInput();
    const response = await send(withoutPhone);
    expect(errorCodeOf(response)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('is throttled per client address', async () => {
    const clientAddress = randomClientAddress();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => send(validInput(), { clientAddress })),
    );
    const refused = responses.filter((response) => errorCodeOf(response) === 'TOO_MANY_ATTEMPTS');
    expect(refused).toHaveLength(1);
    expect((await send(validInput())).body.data?.request_access).toBe(true);
  });

  it('lists pending requests and rejects one (the admin commands’ service)', async () => {
    const input = validInput();
    await send(input, { country: 'se' });
    const pending = await listAccessRequests(server.databases.se, 'pending');
    const request = pending.find((candidate) => candidate.email === input.email);
    expect(request).toBeDefined();
    expect(await rejectAccessRequest(server.databases.se, request!.id)).toBe(true);
    expect(await rejectAccessRequest(server.databases.se, request!.id)).toBe(false);
    const rejected = await listAccessRequests(server.databases.se, 'rejected');
    expect(rejected.map((candidate) => candidate.id)).toContain(request!.id);
    // Requests stay in their own country's database.
    const elsewhere = await listAccessRequests(server.databases.no);
    expect(elsewhere.map((candidate) => candidate.email)).not.toContain(input.email);
  });
});
