import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// The GraphQL over HTTP conformance audits (graphql-http's own suite) against each endpoint.
describe('GraphQL over HTTP', () => {
  it('passes every MUST of the audit suite', async () => {
    const audits = serverAudits({ url: `${server.url}/graphql/no` });
    const failures: string[] = [];
    for (const audit of audits) {
      if (!audit.name.startsWith('MUST')) continue;
      const result = await audit.fn();
      if (result.status !== 'ok') failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });
});
