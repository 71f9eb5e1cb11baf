import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test-support/factories.js';
import { signInMutation } from '../test-support/sign-in.js';
import {
  errorCodeOf,
  productionEnvironment,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.js';
import { graphqlLimits } from './limits.js';

let server: TestServer;
let productionServer: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  productionServer = await startTestServer(productionEnvironment());
});
afterAll(async () => {
  await server.close();
  await productionServer.close();
});

const deepIntrospection =
  '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }';

describe('GraphQL limits', () => {
  it('refuses queries deeper than the limit', async () => {
    const response = await server.graphql({ query: deepIntrospection });
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from(
      { length: graphqlLimits.maximumAliases + 1 },
      (_, index) => `a${index}: __typename`,
    );
    const response = await server.graphql({ query: `{ ${aliases.join(' ')} }` });
    expect(response.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses a document with too many tokens before parsing it', async () => {
    const fields = Array.from({ length: graphqlLimits.maximumTokens }, () => '__typename');
    const response = await server.graphql({ query: `{ ${fields.join(' ')} }` });
    expect(errorCodeOf(response)).toBe('QUERY_TOO_COMPLEX');
  });

  it('allows sign-in only once per request, so aliases cannot multiply guesses', async () => {
    const user = await createUser(server.databases.no);
    const response = await server.graphql({
      query: `mutation {
        first: auth(email: "${user.email}", password: "guess-1") { id }
        second: auth(email: "${user.email}", password: "guess-2") { id }
      }`,
    });
    expect(response.body.errors?.[0]?.message).toMatch(/only once/);
    const attempts = await server.databases.no
      .selectFrom('login_throttle')
      .select('bucket')
      .where('bucket', '=', `account:${user.email}`)
      .execute();
    expect(attempts).toHaveLength(0);
  });

  it('refuses batched requests', async () => {
    const response = await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: '' },
      body: JSON.stringify([
        { query: signInMutation, variables: { email: 'a@b.c', password: 'x' } },
        { query: signInMutation, variables: { email: 'a@b.c', password: 'y' } },
      ]),
    });
    expect(response.status).toBe(400);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ __typename }`,
        variables: { padding: 'x'.repeat(graphqlLimits.maximumBodyBytes) },
      }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('answers unknown countries with 404', async () => {
    const response = await fetch(`${server.url}/graphql/fi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(404);
  });

  it('turns introspection and field suggestions off in production', async () => {
    const introspection = await productionServer.graphql({
      query: '{ __schema { types { name } } }',
    });
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await productionServer.graphql({ query: '{ get_usr { id } }' });
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const development = await server.graphql({ query: '{ __schema { queryType { name } } }' });
    expect(development.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('never sends stack traces to clients', async () => {
    const response = await server.graphql({ query: '{ get_user { id } }', token: 'x.y.z' });
    expect(JSON.stringify(response.body)).not.toMatch(/stack|\.ts:\d+|node_modules/);
  });
});
