import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureModule, fixtureRecord } from '../test-support/fixture-module/module.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { seedDemoCountry } from './demo.js';
import { portalModules } from './modules.js';

// A new capability is its folder plus one line in the list of modules: here the line is the
// fixture module added to the portal's own list, and every seam must pick it up.
const modulesWithFixture = [...portalModules, fixtureModule];

let withFixture: TestServer;
let withoutFixture: TestServer;
beforeAll(async () => {
  withFixture = await startTestServer({}, { modules: modulesWithFixture, taskWorkers: true });
  withoutFixture = await startTestServer();
});
afterAll(async () => {
  await withFixture.close();
  await withoutFixture.close();
});

const echoQuery = 'query Echo($text: String!) { moduleFixtureEcho(text: $text) }';

function postEcho(server: TestServer, body: unknown): Promise<Response> {
  return fetch(`${server.url}/api/module-fixture/no/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('a module plugged in with one line', () => {
  it('adds its part of the GraphQL schema and its resolvers', async () => {
    const answer = await withFixture.graphql<{ moduleFixtureEcho: string }>({
      query: echoQuery,
      variables: { text: 'hello' },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.moduleFixtureEcho).toBe('echo: hello');
  });

  it('adds its REST route, checked by its schema, and the worker runs the task it queues', async () => {
    const accepted = await postEcho(withFixture, { text: 'from-rest' });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ text: 'from-rest' });
    await vi.waitFor(() => expect(fixtureRecord.tasksRun).toContain('no:from-rest'), {
      timeout: 15_000,
      interval: 100,
    });

    const refused = await postEcho(withFixture, { text: '' });
    expect(refused.status).toBe(400);
  });

  // The demo suppliers, users and units first, then the fixture's (the portal's own modules'
  // seeds are left out: they take long and prove nothing more here).
  it('seeds its demo data once the demo suppliers exist', { timeout: 120_000 }, async () => {
    const seeded = await seedDemoCountry([fixtureModule], {
      database: withFixture.databases.dk,
      country: 'dk',
      storage: withFixture.storage,
      provider: withFixture.config.provider,
    });
    expect(seeded).toBe(true);
    expect(fixtureRecord.countriesSeeded).toEqual(['dk']);
  });

  it('appears in the API reference its server serves', async () => {
    const contract = (await (await fetch(`${withFixture.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(contract.paths)).toContain('/api/module-fixture/{country}/echo');
    const page = await (await fetch(`${withFixture.url}/api/reference`)).text();
    expect(page).toContain('Echo a text and queue a task that records it');
  });

  it('is nowhere in a server whose list does not name it', async () => {
    const contract = (await (await fetch(`${withoutFixture.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(contract.paths)).not.toContain('/api/module-fixture/{country}/echo');
    expect((await postEcho(withoutFixture, { text: 'hello' })).status).toBe(404);
    const answer = await withoutFixture.graphql({ query: echoQuery, variables: { text: 'x' } });
    expect(answer.body.errors?.[0]?.message).toMatch(/moduleFixtureEcho/);
  });
});
