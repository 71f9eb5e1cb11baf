import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createUser } from '../../test-support/factories.js';
import { createScimTokenAs, entraPatch, scimRequest } from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const audit = auditLogRequests(() => server);

async function provisionedSupplier() {
  const admin = await createUser(server.databases.no, { is_admin: true });
  const adminToken = await signIn(server, admin);
  const { token } = await createScimTokenAs(server, adminToken);
  const scim = (request: Omit<Parameters<typeof scimRequest>[1], 'token'>) =>
    scimRequest(server, { token, ...request });
  return { admin, adminToken, scim };
}

async function permissionsOf(userId: string) {
  return server.databases.no
    .selectFrom('users')
    .select(['is_admin', 'has_report_access'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('SCIM groups: the portal permissions', () => {
  it('lists the two fixed groups, filtered by displayName, with or without members', async () => {
    const { scim, admin } = await provisionedSupplier();
    const all = await scim({ path: '/Groups' });
    expect(all.body.totalResults).toBe(2);
    expect(all.body.Resources?.map((group) => group.displayName)).toEqual([
      'Portal administrators',
      'Report access',
    ]);
    const filter = encodeURIComponent('displayName eq "Portal administrators"');
    const admins = await scim({ path: `/Groups?excludedAttributes=members&filter=${filter}` });
    expect(admins.body.Resources).toEqual([
      expect.objectContaining({
        id: 'portal-administrators',
        displayName: 'Portal administrators',
      }),
    ]);
    expect(admins.body.Resources?.[0]).not.toHaveProperty('members');
    const withMembers = await scim({ path: '/Groups/portal-administrators' });
    expect(withMembers.body.members).toEqual([expect.objectContaining({ value: admin.id })]);
    const nothing = await scim({
      path: `/Groups?filter=${encodeURIComponent('displayName eq "Sales"')}`,
    });
    expect(nothing.body.totalResults).toBe(0);
  });

  it("adds and removes members with Entra's PATCH shapes, which sets the permissions", async () => {
    const { scim, admin, adminToken } = await provisionedSupplier();
    const colleague = await createUser(server.databases.no, {
      supplier_id: admin.supplier_id,
      has_report_access: false,
    });
    const added = await scim({
      method: 'PATCH',
      path: '/Groups/portal-administrators',
      body: entraPatch({ op: 'Add', path: 'members', value: [{ value: colleague.id }] }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await scim({
      method: 'PATCH',
      path: '/Groups/report-access',
      body: entraPatch({ op: 'add', path: 'members', value: [{ value: colleague.id }] }),
    });
    expect(await permissionsOf(colleague.id)).toEqual({ is_admin: true, has_report_access: true });
    const user = await scim({ path: `/Users/${colleague.id}` });
    expect(user.body.groups).toEqual([
      expect.objectContaining({ value: 'portal-administrators' }),
      expect.objectContaining({ value: 'report-access' }),
    ]);
    const memberFilter = encodeURIComponent(
      `id eq "portal-administrators" and members[value eq "${colleague.id}"]`,
    );
    expect((await scim({ path: `/Groups?filter=${memberFilter}` })).body.totalResults).toBe(1);

    await scim({
      method: 'PATCH',
      path: '/Groups/portal-administrators',
      body: entraPatch({ op: 'Remove', path: 'members', value: [{ value: colleague.id }] }),
    });
    await scim({
      method: 'PATCH',
      path: '/Groups/report-access',
      body: entraPatch({ op: 'Remove', path: `members[value eq "${colleague.id}"]` }),
    });
    expect(await permissionsOf(colleague.id)).toEqual({
      is_admin: false,
      has_report_access: false,
    });
    const entries = await audit.entriesOf(adminToken, 'user.permissions_changed');
    expect(entries).toHaveLength(4);
    expect(entries.every((entry) => entry.actor.type === 'scim')).toBe(true);
  });

  it('refuses to create, rename or delete a group, and unknown groups are 404', async () => {
    const { scim } = await provisionedSupplier();
    const created = await scim({
      method: 'POST',
      path: '/Groups',
      body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Sales' },
    });
    expect(created.status).toBe(400);
    const existing = await scim({
      method: 'POST',
      path: '/Groups',
      body: { displayName: 'Report access' },
    });
    expect(existing.body).toMatchObject({ status: '409', scimType: 'uniqueness' });
    const renamed = await scim({
      method: 'PATCH',
      path: '/Groups/report-access',
      body: entraPatch({ op: 'Replace', path: 'displayName', value: 'Reports' }),
    });
    expect(renamed.body).toMatchObject({ status: '400', scimType: 'mutability' });
    expect((await scim({ method: 'DELETE', path: '/Groups/report-access' })).status).toBe(400);
    expect((await scim({ path: '/Groups/sales' })).status).toBe(404);
  });
});
