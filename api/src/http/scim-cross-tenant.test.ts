import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server.js';
import type { CountryCode } from '../shared/countries.js';
import { createSupplierGroup, createUser, uniqueEmail } from '../test-support/factories.js';
import { scimRoutesWithIds } from '../test-support/scim-cross-tenant-routes.js';
import {
  createScimTokenAs,
  entraCreateUserBody,
  entraPatch,
  scimRequest,
} from '../test-support/scim-requests.js';
import { signIn } from '../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE';

/** One SCIM route asked about the victim's user: the request, and what an outsider may get. */
interface ScimCrossTenantCase {
  request(victimUserId: string): { path: string; body?: unknown };
  /** The statuses an outsider's token may get (never a 2xx that shows or changes the victim). */
  outsiderStatuses: number[];
}

const membersOf = (userId: string) => [{ value: userId }];

const cases: Record<(typeof scimRoutesWithIds)[number], ScimCrossTenantCase> = {
  'GET /scim/v2/:country/Users/:id': {
    request: (id) => ({ path: `/Users/${id}` }),
    outsiderStatuses: [404],
  },
  'PUT /scim/v2/:country/Users/:id': {
    request: (id) => ({ path: `/Users/${id}`, body: entraCreateUserBody(uniqueEmail('put'), 'x') }),
    outsiderStatuses: [404],
  },
  'PATCH /scim/v2/:country/Users/:id': {
    request: (id) => ({
      path: `/Users/${id}`,
      body: entraPatch({ op: 'Replace', path: 'active', value: 'False' }),
    }),
    outsiderStatuses: [404],
  },
  'DELETE /scim/v2/:country/Users/:id': {
    request: (id) => ({ path: `/Users/${id}` }),
    outsiderStatuses: [404],
  },
  // Groups are the same two for everyone; the tenant data in them is the member ids.
  'GET /scim/v2/:country/Groups/:id': {
    request: () => ({ path: '/Groups/portal-administrators' }),
    outsiderStatuses: [200],
  },
  'PUT /scim/v2/:country/Groups/:id': {
    request: (id) => ({
      path: '/Groups/portal-administrators',
      body: { displayName: 'Portal administrators', members: membersOf(id) },
    }),
    outsiderStatuses: [400],
  },
  'PATCH /scim/v2/:country/Groups/:id': {
    request: (id) => ({
      path: '/Groups/portal-administrators',
      body: entraPatch({ op: 'Add', path: 'members', value: membersOf(id) }),
    }),
    outsiderStatuses: [400],
  },
  'DELETE /scim/v2/:country/Groups/:id': {
    request: () => ({ path: '/Groups/portal-administrators' }),
    outsiderStatuses: [400],
  },
};

/** "METHOD /path" of every SCIM route with a parameter besides :country. */
async function scimRoutesOfServer(): Promise<string[]> {
  const routes = new Set<string>();
  const app = await buildServer({
    config: server.config,
    databases: server.databases,
    signingKey: server.signingKey,
    storage: server.storage,
    onRoute: (route) => {
      if (!/^\/scim\/.*\/:(?!country(?:\/|$))/.test(route.url)) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
      }
    },
  });
  await app.close();
  return [...routes].sort();
}

/** A SCIM token of a new supplier's admin (a master account's, the strongest outsider). */
async function scimTokenOfNewSupplier(country: CountryCode): Promise<string> {
  const database = server.databases[country];
  const { master } = await createSupplierGroup(database, 1);
  const admin = await createUser(database, {
    supplier_id: master.id,
    is_admin: true,
    country: country === 'dk' ? 'denmark' : 'norway',
  });
  return (await createScimTokenAs(server, await signIn(server, admin, country), country)).token;
}

/**
 * A victim group: a master account and its sub-supplier, each with an admin and a SCIM token,
 * and a provisioned user in the sub-supplier. The master's own token is an outsider to it too.
 */
async function createVictim() {
  const database = server.databases.no;
  const { master, subSuppliers } = await createSupplierGroup(database, 1);
  const subSupplierId = subSuppliers[0]?.id ?? '';
  const masterAdmin = await createUser(database, { supplier_id: master.id, is_admin: true });
  const subAdmin = await createUser(database, { supplier_id: subSupplierId, is_admin: true });
  const masterToken = (await createScimTokenAs(server, await signIn(server, masterAdmin))).token;
  const victimToken = (await createScimTokenAs(server, await signIn(server, subAdmin))).token;
  const email = uniqueEmail('victim');
  const created = await scimRequest(server, {
    token: victimToken,
    method: 'POST',
    path: '/Users',
    body: entraCreateUserBody(email, randomUUID()),
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const state = async () => ({
    users: await database
      .selectFrom('users')
      .selectAll()
      .where('supplier_id', 'in', [master.id, subSupplierId])
      .orderBy('id')
      .execute(),
    sessions: await database
      .selectFrom('sessions')
      .select(['id', 'revoked_at'])
      .where('supplier_id', 'in', [master.id, subSupplierId])
      .orderBy('id')
      .execute(),
  });
  return { userId: created.body.id ?? '', email, victimToken, masterToken, state };
}

describe('SCIM across tenants: a token reaches only its own supplier in its own country', () => {
  it('has a case for each SCIM route with an id', async () => {
    expect(await scimRoutesOfServer()).toEqual([...scimRoutesWithIds].sort());
    expect(Object.keys(cases).sort()).toEqual([...scimRoutesWithIds].sort());
  });

  for (const [name, testCase] of Object.entries(cases)) {
    it(`${name}: another supplier's or country's token neither sees nor changes the victim's user`, async () => {
      const victim = await createVictim();
      const method = name.split(' ')[0] as Method;
      const { path, body } = testCase.request(victim.userId);
      const before = await victim.state();
      const attempts: { token: string; country: CountryCode; statuses: number[] }[] = [
        {
          token: await scimTokenOfNewSupplier('no'),
          country: 'no',
          statuses: testCase.outsiderStatuses,
        },
        // The victim's own master account's token is for the master's users only.
        { token: victim.masterToken, country: 'no', statuses: testCase.outsiderStatuses },
        {
          token: await scimTokenOfNewSupplier('dk'),
          country: 'dk',
          statuses: testCase.outsiderStatuses,
        },
        // The victim's own token is a Norwegian one: the Danish endpoint does not know it.
        { token: victim.victimToken, country: 'dk', statuses: [401] },
      ];
      for (const attempt of attempts) {
        const response = await scimRequest(server, {
          token: attempt.token,
          country: attempt.country,
          method,
          path,
          ...(body === undefined ? {} : { body }),
        });
        expect(attempt.statuses, `${attempt.country} ${JSON.stringify(response.body)}`).toContain(
          response.status,
        );
        const text = JSON.stringify(response.body);
        expect(text).not.toContain(victim.userId);
        expect(text).not.toContain(victim.email);
      }
      expect(await victim.state()).toEqual(before);
    });
  }

  it("finds none of the victim's users by filter, and lists none", async () => {
    const victim = await createVictim();
    const outsider = await scimTokenOfNewSupplier('no');
    for (const filter of [
      `userName eq "${victim.email}"`,
      `id eq "${victim.userId}"`,
      `emails[type eq "work"].value eq "${victim.email}"`,
    ]) {
      for (const token of [outsider, victim.masterToken]) {
        const response = await scimRequest(server, {
          token,
          path: `/Users?filter=${encodeURIComponent(filter)}`,
        });
        expect(response.body.totalResults, filter).toBe(0);
      }
    }
    const listed = await scimRequest(server, { token: outsider, path: '/Users?count=200' });
    expect(JSON.stringify(listed.body)).not.toContain(victim.email);
    const groups = await scimRequest(server, {
      token: outsider,
      path: `/Groups?filter=${encodeURIComponent(`members[value eq "${victim.userId}"]`)}`,
    });
    expect(groups.body.totalResults).toBe(0);
  });

  it("neither learns of nor takes the victim's user by provisioning its address", async () => {
    const victim = await createVictim();
    const before = await victim.state();
    const response = await scimRequest(server, {
      token: await scimTokenOfNewSupplier('no'),
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(victim.email, randomUUID()),
    });
    // A pending user of the outsider's own, as for any address: nothing of the victim's.
    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe(victim.userId);
    expect(JSON.stringify(response.body)).not.toContain(victim.userId);
    expect(await victim.state()).toEqual(before);
  });
});
