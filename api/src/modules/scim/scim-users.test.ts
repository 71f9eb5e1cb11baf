import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import {
  createScimTokenAs,
  entraCreateUserBody,
  entraPatch,
  scimRequest,
} from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const audit = auditLogRequests(() => server);

/** A supplier with a signed-in admin and a SCIM token the admin created. */
async function provisionedSupplier() {
  const admin = await createUser(server.databases.no, { is_admin: true });
  const adminToken = await signIn(server, admin);
  const { token } = await createScimTokenAs(server, adminToken);
  const scim = (request: Omit<Parameters<typeof scimRequest>[1], 'token'>) =>
    scimRequest(server, { token, ...request });
  return { admin, adminToken, token, scim };
}

const userQuery = `query get_user { get_user { id } }`;

describe('SCIM users as Microsoft Entra ID provisions them', () => {
  it('answers the discovery requests in application/scim+json', async () => {
    const { scim } = await provisionedSupplier();
    const config = await scim({ path: '/ServiceProviderConfig' });
    expect(config.status).toBe(200);
    expect(config.contentType).toContain('application/scim+json');
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = await scim({ path: '/ResourceTypes' });
    expect(types.body.Resources?.map((type) => type.name)).toEqual(['User', 'Group']);
    const schemas = await scim({ path: '/Schemas' });
    expect(schemas.body.totalResults).toBe(2);
  });

  it('creates a user without an invitation mail, finds it by userName and externalId', async () => {
    const { scim, adminToken, admin } = await provisionedSupplier();
    const email = uniqueEmail('entra');
    // Entra's connection test and its first lookup: a filter that matches nobody.
    const none = await scim({
      path: `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`,
    });
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });

    const externalId = randomUUID();
    const created = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(email, externalId),
    });
    expect(created.status).toBe(201);
    expect(created.contentType).toContain('application/scim+json');
    expect(created.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: email,
      externalId,
      active: true,
      name: { givenName: 'Kari', familyName: 'Nordmann' },
      emails: [{ value: email, type: 'work', primary: true }],
      meta: { resourceType: 'User' },
    });
    const id = created.body.id ?? '';

    const byName = await scim({
      path: `/Users?filter=${encodeURIComponent(`userName eq "${email.toUpperCase()}"`)}`,
    });
    expect(byName.body.totalResults).toBe(1);
    expect(byName.body.Resources?.[0]?.id).toBe(id);
    const byExternalId = await scim({
      path: `/Users?filter=${encodeURIComponent(`externalId eq "${externalId}"`)}`,
    });
    expect(byExternalId.body.Resources?.map((user) => user.id)).toEqual([id]);
    expect((await scim({ path: `/Users/${id}` })).body.userName).toBe(email);

    const user = await server.databases.no
      .selectFrom('users')
      .select(['supplier_id', 'status', 'first_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ supplier_id: admin.supplier_id, status: 'active', first_name: 'Kari' });
    const mails = await server.databases.no
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', '=', email)
      .execute();
    expect(mails).toEqual([]);

    const [entry] = await audit.entriesOf(adminToken, 'user.provisioned');
    expect(entry).toMatchObject({
      actor: { type: 'scim', name: 'Microsoft Entra ID' },
      target_id: id,
      target_label: email,
    });
  });

  it("refuses the userName of one of the supplier's users (409 uniqueness) and a body without one (400)", async () => {
    const { scim, admin } = await provisionedSupplier();
    const other = await createUser(server.databases.no, { supplier_id: admin.supplier_id });
    const taken = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(other.email, randomUUID()),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
    });
    const missing = await scim({ method: 'POST', path: '/Users', body: { schemas: [] } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
  });

  it('pages with startIndex and count, with the total of every match', async () => {
    const { scim } = await provisionedSupplier();
    for (let index = 0; index < 3; index += 1) {
      await scim({
        method: 'POST',
        path: '/Users',
        body: entraCreateUserBody(uniqueEmail('page'), randomUUID()),
      });
    }
    // The admin and the three provisioned users.
    const first = await scim({ path: '/Users?startIndex=1&count=2' });
    expect(first.body).toMatchObject({ totalResults: 4, startIndex: 1, itemsPerPage: 2 });
    const second = await scim({ path: '/Users?startIndex=3&count=2' });
    expect(second.body).toMatchObject({ totalResults: 4, startIndex: 3, itemsPerPage: 2 });
    const ids = [...(first.body.Resources ?? []), ...(second.body.Resources ?? [])].map(
      (user) => user.id,
    );
    expect(new Set(ids).size).toBe(4);
    const countOnly = await scim({ path: '/Users?count=0' });
    expect(countOnly.body).toMatchObject({ totalResults: 4, Resources: [] });
  });

  it("applies Entra's PATCH shapes: Replace/Add in any case, paths, objects without a path", async () => {
    const { scim } = await provisionedSupplier();
    const created = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(uniqueEmail('patch'), randomUUID()),
    });
    const id = created.body.id ?? '';
    const newEmail = uniqueEmail('renamed');
    const patched = await scim({
      method: 'PATCH',
      path: `/Users/${id}`,
      body: entraPatch(
        { op: 'Replace', path: 'emails[type eq "work"].value', value: newEmail },
        { op: 'Replace', path: 'userName', value: newEmail },
        { op: 'Replace', path: 'name.givenName', value: 'Kari Anne' },
        { op: 'Add', path: 'externalId', value: 'kari.nordmann' },
        { op: 'replace', value: { 'name.familyName': 'Berg', displayName: 'Kari Anne Berg' } },
        { op: 'Add', path: 'title', value: 'Controller' },
        {
          op: 'Replace',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'Finance',
        },
      ),
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({
      userName: newEmail,
      externalId: 'kari.nordmann',
      name: { givenName: 'Kari Anne', familyName: 'Berg' },
      active: true,
    });
    const removed = await scim({
      method: 'PATCH',
      path: `/Users/${id}`,
      body: entraPatch({ op: 'Remove', path: 'externalId' }),
    });
    expect(removed.body.externalId).toBeUndefined();
  });

  it('deactivates on "active": "False", ending the sessions at once, and reactivates', async () => {
    const { scim, admin, adminToken } = await provisionedSupplier();
    const colleague = await createUser(server.databases.no, { supplier_id: admin.supplier_id });
    const session = await signIn(server, colleague);
    expect(
      (await server.graphql({ query: userQuery, token: session })).body.errors,
    ).toBeUndefined();

    const deactivated = await scim({
      method: 'PATCH',
      path: `/Users/${colleague.id}`,
      body: entraPatch({ op: 'Replace', path: 'active', value: 'False' }),
    });
    expect(deactivated.body.active).toBe(false);
    const refused = await server.graphql({ query: userQuery, token: session });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [entry] = await audit.entriesOf(adminToken, 'user.deactivated');
    expect(entry).toMatchObject({ actor: { type: 'scim' }, target_id: colleague.id });

    const reactivated = await scim({
      method: 'PATCH',
      path: `/Users/${colleague.id}`,
      body: entraPatch({ op: 'replace', value: { active: true } }),
    });
    expect(reactivated.body.active).toBe(true);
    // The ended session stays ended; signing in again works.
    expect((await server.graphql({ query: userQuery, token: session })).body.errors).toBeDefined();
    await signIn(server, colleague);
  });

  it('replaces a user with PUT and deletes one with DELETE (204, then 404)', async () => {
    const { scim } = await provisionedSupplier();
    const email = uniqueEmail('put');
    const created = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(email, 'a'),
    });
    const id = created.body.id ?? '';
    const replaced = await scim({
      method: 'PUT',
      path: `/Users/${id}`,
      body: {
        ...entraCreateUserBody(email, 'b'),
        name: { givenName: 'Ola', familyName: 'Hansen' },
      },
    });
    expect(replaced.body).toMatchObject({ externalId: 'b', name: { givenName: 'Ola' } });

    const deleted = await scim({ method: 'DELETE', path: `/Users/${id}` });
    expect(deleted.status).toBe(204);
    expect((await scim({ path: `/Users/${id}` })).status).toBe(404);
    const user = await server.databases.no
      .selectFrom('users')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('deactivated');
    // Provisioned again, the same person comes back as the same user.
    const again = await scim({
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(email, 'c'),
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id, active: true });
  });

  it('answers malformed requests in the SCIM error schema, never with a 500', async () => {
    const { scim } = await provisionedSupplier();
    const cases = [
      {
        path: '/Users?filter=' + encodeURIComponent('userName co "a"'),
        status: 400,
        scimType: 'invalidFilter',
      },
      {
        path: '/Users?filter=' + encodeURIComponent('title eq "a"'),
        status: 400,
        scimType: 'invalidFilter',
      },
      { path: '/Users?startIndex=x', status: 400, scimType: 'invalidValue' },
      { path: '/Users?startIndex=1e300', status: 400, scimType: 'invalidValue' },
      { path: `/Users?filter=${encodeURIComponent('userName eq "a\u0000b"')}`, status: 400 },
      {
        path: '/Users',
        method: 'POST' as const,
        body: { userName: 'a\u0000b@test.example' },
        status: 400,
        scimType: 'invalidValue',
      },
      { path: '/Users/not-an-id', status: 404 },
      { path: `/Users/${randomUUID()}`, status: 404 },
      { path: '/Users', method: 'POST' as const, rawBody: '{"userName": ', status: 400 },
      {
        path: `/Users/${randomUUID()}`,
        method: 'PATCH' as const,
        body: entraPatch({ op: 'Move', path: 'active', value: false }),
        status: 400,
        scimType: 'invalidSyntax',
      },
    ];
    for (const { status, scimType, ...request } of cases) {
      const response = await scim(request);
      expect(response.status, request.path).toBe(status);
      expect(response.contentType).toContain('application/scim+json');
      expect(response.body).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: String(status),
        ...(scimType ? { scimType } : {}),
      });
    }
  });
});

describe('SCIM authentication', () => {
  it('takes only a live SCIM token: no token, a user token or a revoked one is 401', async () => {
    const { token, adminToken } = await provisionedSupplier();
    for (const credential of [undefined, adminToken, `${token}x`, 'itadsc_nothing']) {
      const response = await scimRequest(server, { token: credential, path: '/Users' });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ status: '401' });
    }
    // A SCIM token opens nothing else: the GraphQL endpoint does not know it.
    const graphql = await server.graphql({ query: userQuery, token });
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
