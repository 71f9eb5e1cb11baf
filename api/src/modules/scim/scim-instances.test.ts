import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { createScimTokenAs, entraPatch, scimRequest } from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

// Two instances on one database, as behind a load balancer: SCIM is served by the first, the
// user's session by the second, which keeps recently checked sessions in memory.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({}, { signingKey: first.signingKey });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const userQuery = 'query get_user { get_user { id } }';
const adminQuery = 'query get_supplier_users { get_supplier_users { id } }';

async function supplierWithColleague() {
  const admin = await createUser(first.databases.no, { is_admin: true });
  const { token } = await createScimTokenAs(first, await signIn(first, admin));
  const colleague = await createUser(first.databases.no, {
    supplier_id: admin.supplier_id,
    is_admin: true,
  });
  const session = await signIn(second, colleague);
  // The second instance has checked the session, so it keeps it.
  expect((await second.graphql({ query: adminQuery, token: session })).body.errors).toBeUndefined();
  return { token, colleague, session };
}

describe('SCIM changes reach every instance at once', () => {
  it("ends a deactivated user's sessions on the other instance", async () => {
    const { token, colleague, session } = await supplierWithColleague();
    const response = await scimRequest(first, {
      token,
      method: 'PATCH',
      path: `/Users/${colleague.id}`,
      body: entraPatch({ op: 'Replace', path: 'active', value: 'False' }),
    });
    expect(response.body.active).toBe(false);
    await second.changesHeard();
    expect(errorCodeOf(await second.graphql({ query: userQuery, token: session }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('takes admin rights away on the other instance when the user leaves the group', async () => {
    const { token, colleague, session } = await supplierWithColleague();
    await scimRequest(first, {
      token,
      method: 'PATCH',
      path: '/Groups/portal-administrators',
      body: entraPatch({ op: 'Remove', path: `members[value eq "${colleague.id}"]` }),
    });
    await second.changesHeard();
    expect(errorCodeOf(await second.graphql({ query: adminQuery, token: session }))).toBe(
      'FORBIDDEN',
    );
  });

  it('ends the session on the instance that served the write before it answers', async () => {
    const { token, colleague } = await supplierWithColleague();
    const session = await signIn(first, colleague);
    // The first instance keeps the session once it has checked it.
    expect(errorCodeOf(await first.graphql({ query: userQuery, token: session }))).toBeUndefined();
    const announced = vi.spyOn(first.app.portalCaches.no.feed, 'announceLocalChange');

    await scimRequest(first, {
      token,
      method: 'PATCH',
      path: `/Users/${colleague.id}`,
      body: entraPatch({ op: 'Replace', path: 'active', value: 'False' }),
    });

    // Told at once, not only when the database's notification arrives; reads tell nothing.
    expect(announced).toHaveBeenCalledTimes(1);
    expect(errorCodeOf(await first.graphql({ query: userQuery, token: session }))).toBe(
      'UNAUTHENTICATED',
    );
    await scimRequest(first, { token, path: `/Users/${colleague.id}` });
    expect(announced).toHaveBeenCalledTimes(1);
    announced.mockRestore();
  });
});
