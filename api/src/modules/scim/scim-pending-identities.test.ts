import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import {
  createScimTokenAs,
  entraCreateUserBody,
  entraPatch,
  scimRequest,
  type ScimResponse,
} from '../../test-support/scim-requests.js';
import { signIn, signInMutation } from '../../test-support/sign-in.js';
import { supplierUserRequests } from '../../test-support/supplier-user-requests.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const users = supplierUserRequests(() => server);

/** A rival supplier's identity provider: its SCIM token, created by its admin. */
async function rivalScim() {
  const admin = await createUser(server.databases.no, { is_admin: true });
  const { token } = await createScimTokenAs(server, await signIn(server, admin));
  return (request: Omit<Parameters<typeof scimRequest>[1], 'token'>) =>
    scimRequest(server, { token, ...request });
}

/** What may differ between two answers about different users: ids, addresses and times. */
function comparable(response: ScimResponse) {
  const text = JSON.stringify(response.body)
    .replaceAll(String(response.body.id), '<id>')
    .replaceAll(String((response.body as { userName?: unknown }).userName), '<address>')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>');
  return {
    status: response.status,
    contentType: response.contentType,
    headers: [...response.headers.keys()].filter((name) => name !== 'date').sort(),
    body: JSON.parse(text) as unknown,
  };
}

const userRow = (email: string) =>
  server.databases.no
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('identity_pending', '=', false)
    .executeTakeFirstOrThrow();

describe("SCIM and the addresses of other suppliers' users", () => {
  it("answers a POST of another supplier's user's address exactly as one of a free address", async () => {
    const scim = await rivalScim();
    const owner = await createUser(server.databases.no);
    const ownerBefore = await userRow(owner.email);
    const externalId = randomUUID();

    const taken = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(owner.email, externalId),
    });
    const free = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(uniqueEmail('free'), externalId),
    });

    expect(taken.status).toBe(201);
    expect(comparable(taken)).toEqual(comparable(free));
    // The owner is left as they were, and still signs in.
    expect(await userRow(owner.email)).toEqual(ownerBefore);
    const signedIn = await server.graphql({
      query: signInMutation,
      variables: { email: owner.email, password: owner.password },
    });
    expect(signedIn.body.errors).toBeUndefined();
  });

  it("answers a change of userName to another supplier's user's address as one to a free address", async () => {
    const scim = await rivalScim();
    const owner = await createUser(server.databases.no);
    const ownerBefore = await userRow(owner.email);
    const ids: string[] = [];
    const externalId = randomUUID();
    for (let index = 0; index < 2; index += 1) {
      const created = await scim({
        method: 'POST',
        path: '/Users',
        body: entraCreateUserBody(uniqueEmail('rival-staff'), externalId),
      });
      ids.push(created.body.id ?? '');
    }
    const rename = (id: string, email: string) =>
      scim({
        method: 'PATCH',
        path: `/Users/${id}`,
        body: entraPatch({ op: 'Replace', path: 'userName', value: email }),
      });

    const taken = await rename(ids[0]!, owner.email);
    const free = await rename(ids[1]!, uniqueEmail('free'));

    expect(taken.status).toBe(200);
    expect(comparable(taken)).toEqual(comparable(free));
    expect(await userRow(owner.email)).toEqual(ownerBefore);
  });

  it("still refuses the address of one of the supplier's own users (409 uniqueness)", async () => {
    const scim = await rivalScim();
    const email = uniqueEmail('own');
    const first = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(email, randomUUID()),
    });
    expect(first.status).toBe(201);
    const again = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(email.toUpperCase(), randomUUID()),
    });
    expect(again.body).toMatchObject({ status: '409', scimType: 'uniqueness' });
  });
});

describe("a rival's provisioned user keeps nobody from the address", () => {
  it('lets the company the person works for invite them: a real invitation, not a notice', async () => {
    const scim = await rivalScim();
    const address = uniqueEmail('newhire');
    await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(address, randomUUID()),
    });
    const { token } = await users.adminOfNewSupplier();

    const invited = await users.invite(token, { email: address });

    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data?.invite_supplier_user).toMatchObject({ status: 'INVITED' });
    expect((await users.mailsTo(address)).map((mail) => mail.template)).toEqual(['invitation']);
  });

  it('leaves password sign-in and reset to the user who has the address', async () => {
    // The rival was first; the address's owner became a user of their company afterwards.
    const address = uniqueEmail('owner');
    const scim = await rivalScim();
    await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(address, randomUUID()),
    });
    const owner = await createUser(server.databases.no, { email: address });

    const signedIn = await server.graphql<{ auth: { id: string } }>({
      query: signInMutation,
      variables: { email: owner.email, password: owner.password },
    });
    expect(signedIn.body.data?.auth.id).toBe(owner.id);

    const reset = await server.graphql({
      query: 'mutation reset_password($email: String!) { reset_password(email: $email) }',
      variables: { email: owner.email },
    });
    expect(errorCodeOf(reset)).toBeUndefined();
    const codes = await server.databases.no
      .selectFrom('password_reset_codes')
      .innerJoin('users', 'users.id', 'password_reset_codes.user_id')
      .select('users.id')
      .where('users.email', '=', owner.email)
      .execute();
    expect(codes).toEqual([{ id: owner.id }]);
  });
});
