import { randomBytes } from 'node:crypto';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossTenantCases, withoutTenantData } from '../test-support/cross-tenant-cases.js';
import { restProviderCases } from '../test-support/cross-tenant-provider-cases.js';
import {
  restCrossTenantCases,
  restRoutesWithoutTenantData,
} from '../test-support/cross-tenant-rest-cases.js';
import { createProviderKey } from '../infrastructure/provider-keys/service.js';
import { victimGroupState } from '../test-support/cross-tenant-state.js';
import { createVictim } from '../test-support/cross-tenant-victim.js';
import { createSupplierGroup, createUser } from '../test-support/factories.js';
import { signIn } from '../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../test-support/staff-factories.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { buildServer } from '../server.js';
import { loadSchemaDefinition } from '../app/schema.js';

/**
 * String arguments that name something (an id by another name): ends in _id, _number, id, code
 * or key, or listed here. Such a string reaches tenant data as an ID does.
 */
const identifierNamePattern = /(?:_id|_number|id|code|key)$/;
const identifierNames = new Set<string>(['serial_or_product']);

function isIdentifierString(name: string): boolean {
  return identifierNamePattern.test(name) || identifierNames.has(name);
}

/** Query and mutation fields that take an ID, or an identifier string, anywhere in their arguments. */
function operationsTakingIds(): string[] {
  const schema = buildSchema(loadSchemaDefinition());
  const takesId = (name: string, type: GraphQLInputType, depth: number): boolean => {
    const named = getNamedType(type);
    if (isScalarType(named)) {
      return named.name === 'ID' || (named.name === 'String' && isIdentifierString(name));
    }
    if (!isInputObjectType(named) || depth > 4) return false;
    return Object.values(named.getFields()).some((field) =>
      takesId(field.name, field.type, depth + 1),
    );
  };
  const names: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (field.args.some((argument) => takesId(argument.name, argument.type, 0))) {
        names.push(`${root.name}.${field.name}`);
      }
    }
  }
  return names.sort();
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The strongest outsider: an admin with every permission, of a master account of their own. */
async function outsiderToken(country: 'no' | 'dk'): Promise<string> {
  const database = server.databases[country];
  const { master } = await createSupplierGroup(database, 1);
  await database
    .updateTable('suppliers')
    .set({ can_upload: true })
    .where('id', '=', master.id)
    .execute();
  const outsider = await createUser(database, {
    supplier_id: master.id,
    is_admin: true,
    has_report_access: true,
    country: country === 'dk' ? 'denmark' : 'norway',
  });
  return signIn(server, outsider, country);
}

describe('cross-tenant access, for every operation that takes an id', () => {
  it('has a case for each such operation in the schema', () => {
    const missing = operationsTakingIds().filter(
      (name) => !(name in crossTenantCases) && !(name in withoutTenantData),
    );
    expect(missing).toEqual([]);
  });

  it('finds the identifier strings, such as set_settlement_status(settlement_number: String!)', () => {
    const operations = operationsTakingIds();
    expect(operations).toContain('Mutation.set_settlement_status');
    expect(operations).toContain('Query.search_units');
    // Exemptions only for operations that really take identifiers, and never beside a case.
    for (const name of Object.keys(withoutTenantData)) {
      expect(operations).toContain(name);
      expect(crossTenantCases).not.toHaveProperty(name);
    }
  });

  it("checks the victim's data after every refused mutation", () => {
    const withoutCheck = Object.entries(crossTenantCases)
      .filter(([name, testCase]) => name.startsWith('Mutation.') && !testCase.state)
      .map(([name]) => name);
    expect(withoutCheck).toEqual([]);
  });

  it("would see a change to the victim's data that a refusal hides", async () => {
    const { victim } = await createVictim(server);
    const before = await victimGroupState(victim);
    await victim.database
      .updateTable('suppliers')
      .set({ can_upload: false })
      .where('id', '=', victim.masterId)
      .execute();
    expect(await victimGroupState(victim)).not.toEqual(before);
  });

  for (const [name, testCase] of Object.entries(crossTenantCases)) {
    it(`${name}: another supplier's (or another country's) user reaches nothing`, async () => {
      const { victim, actAsVictim } = await createVictim(server);
      const variables = await testCase.prepare(victim, actAsVictim);
      const before = await testCase.state?.(victim, variables);
      for (const country of ['no', 'dk'] as const) {
        const response = await server.graphql<Record<string, unknown>>({
          query: testCase.document,
          variables,
          token: await outsiderToken(country),
          country,
        });
        const codes = (response.body.errors ?? []).map((error) => error.extensions?.code);
        expect(codes.length, `${name} in ${country}: ${JSON.stringify(response.body)}`).toBe(1);
        expect(['NOT_FOUND', 'FORBIDDEN', ...(testCase.alsoAccepted ?? [])]).toContain(codes[0]);
        const data = response.body.data;
        expect(data == null || Object.values(data).every((value) => value === null)).toBe(true);
      }
      if (testCase.state) {
        // Refused must mean untouched: a resolver that wrote and then threw fails here.
        expect(await testCase.state(victim, variables)).toEqual(before);
      }
    });
  }
});

/** "METHOD /path" of every route the server registers with a parameter other than :country. */
async function restRoutesWithParameters(
  pattern: RegExp = /\/:(?!country(?:\/|$))|\*/,
): Promise<string[]> {
  const routes = new Set<string>();
  const app = await buildServer({
    config: server.config,
    databases: server.databases,
    signingKey: server.signingKey,
    storage: server.storage,
    onRoute: (route) => {
      if (!pattern.test(route.url)) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
      }
    },
  });
  await app.close();
  return [...routes].sort();
}

/** A console session of an administrator of the country, made for the asking. */
async function staffToken(country: 'no' | 'dk'): Promise<string> {
  return signInStaff(server, await createTestStaff(server, { country }));
}

async function request(pathName: string, token?: string): Promise<Response> {
  return fetch(`${server.url}${pathName}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('cross-tenant access over REST, for every route with an id in its path', () => {
  it('has a case for each such route of the server', async () => {
    const routes = await restRoutesWithParameters();
    // The provider's routes have their own cases (a provider key, not a user), below.
    const missing = routes.filter(
      (name) =>
        !(name in restCrossTenantCases) &&
        !(name in restRoutesWithoutTenantData) &&
        !(name in restProviderCases),
    );
    expect(missing).toEqual([]);
    // And no case or exemption for a route that no longer exists (a case may name a route whose
    // ids are in its query, such as the certificates ZIP).
    expect(await restRoutesWithParameters(/./)).toEqual(
      expect.arrayContaining([
        ...Object.keys(restCrossTenantCases),
        ...Object.keys(restRoutesWithoutTenantData),
      ]),
    );
  });

  for (const [name, testCase] of Object.entries(restCrossTenantCases)) {
    it(`${name}: another supplier's (or another country's) caller gets 404 and no content`, async () => {
      const { victim } = await createVictim(server);
      const resource = await testCase.prepare(victim);
      // The case names a real resource: its owner gets it.
      const ownToken = {
        bearer: victim.token,
        staff: await staffToken('no'),
        key: undefined,
      }[testCase.credential];
      const own = await request(resource.path, ownToken);
      expect(own.status, await own.clone().text()).toBe(200);
      expect(Buffer.from(await own.arrayBuffer())).toEqual(resource.content);

      const attempts =
        testCase.credential === 'staff'
          ? [
              // A customer's session is no console session (401), nor is another country's
              // staff's, which at its own country's route finds nothing of this id (404).
              { path: resource.path, token: await outsiderToken('no') },
              { path: resource.path, token: await staffToken('dk') },
              { path: resource.path.replace('/no/', '/dk/'), token: await staffToken('dk') },
            ]
          : testCase.credential === 'bearer'
            ? [
                { path: resource.path, token: await outsiderToken('no') },
                { path: resource.path.replace('/no/', '/dk/'), token: await outsiderToken('dk') },
              ]
            : [
                // Any key but the report's own (another supplier's report has another key).
                {
                  path: resource.path.replace(/key=\w+/, `key=${randomBytes(24).toString('hex')}`),
                },
                // The report's own key, at another country's endpoint.
                { path: resource.path.replace('/no/', '/dk/') },
              ];
      for (const attempt of attempts) {
        const response = await request(
          attempt.path,
          'token' in attempt ? attempt.token : undefined,
        );
        const body = Buffer.from(await response.arrayBuffer());
        expect([404, ...(testCase.alsoAccepted ?? [])], attempt.path).toContain(response.status);
        expect(response.headers.get('content-disposition')).toBeNull();
        expect(body.includes(resource.content)).toBe(false);
        const codes: Record<number, string> = {
          401: 'UNAUTHENTICATED',
          403: 'FORBIDDEN',
          404: 'NOT_FOUND',
        };
        expect(JSON.parse(body.toString('utf8'))).toMatchObject({
          error: { code: codes[response.status] },
        });
      }
    });
  }
});

describe('provider routes over REST: only a provider key of the country changes anything', () => {
  it('has a case for each route under /api/provider/', async () => {
    expect(await restRoutesWithParameters(/^\/api\/provider\//)).toEqual(
      Object.keys(restProviderCases).sort(),
    );
  });

  for (const [name, testCase] of Object.entries(restProviderCases)) {
    it(`${name}: users' tokens and another country's key change and reveal nothing`, async () => {
      const { victim } = await createVictim(server);
      const { path, body, hidden } = await testCase.prepare(victim);
      const before = await victimGroupState(victim);
      const danishKey = (await createProviderKey(server.databases.dk, 'Other country')).key;
      const attempts = [
        { path, token: victim.token, status: 403 },
        { path, token: await outsiderToken('no'), status: 403 },
        { path, token: undefined, status: 401 },
        { path, token: danishKey, status: 401 },
        // At its own country's route the Danish key finds no Norwegian supplier or job.
        {
          path: path.replace('/no/', '/dk/'),
          token: danishKey,
          status: testCase.otherCountryStatus ?? 200,
        },
      ];
      for (const attempt of attempts) {
        const response = await fetch(`${server.url}${attempt.path}`, {
          method: testCase.method ?? 'POST',
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(attempt.token ? { authorization: `Bearer ${attempt.token}` } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        expect(response.status, `${attempt.path} ${attempt.status}: ${text}`).toBe(attempt.status);
        if (hidden) expect(text, attempt.path).not.toContain(hidden);
      }
      expect(await victimGroupState(victim)).toEqual(before);
    });
  }
});
