import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountryDatabases } from '../../database/connections.js';
import {
  buildServerOver,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('reports each country database reachable', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      databases: { no: 'ok', dk: 'ok', se: 'ok' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 naming the database it cannot reach', async () => {
    const databases = createCountryDatabases({
      ...server.config.databaseUrls!,
      se: 'postgres://nobody:wrong@127.0.0.1:1/nothing',
    });
    const app = await buildServerOver(server, databases);
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'degraded',
      databases: { no: 'ok', dk: 'ok', se: 'unreachable' },
    });
    await app.close();
    await Promise.all(Object.values(databases).map((database) => database.destroy()));
  });
});
