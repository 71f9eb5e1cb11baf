import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './test-support/factories.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from './test-support/test-server.js';

// Access requests are limited to 5 an hour per client address: a cheap way to see which address
// the server took as the client's.
const requestAccessMutation = /* GraphQL */ `
  mutation request_access($email: String!, $company_name: String!) {
    request_access(
      company_name: $company_name
      org_number: "923 456 789"
      first_name: "Ingrid"
      last_name: "Hansen"
      phone: "+47 912 34 567"
      email: $email
    )
  }
`;

async function requestsRefused(server: TestServer, forwardedFor: () => string): Promise<number> {
  let refused = 0;
  for (let request = 0; request < 6; request += 1) {
    const response = await server.graphql({
      query: requestAccessMutation,
      variables: { email: uniqueEmail('proxy'), company_name: `Proxy Test ${request} AS` },
      clientAddress: forwardedFor(),
    });
    if (errorCodeOf(response) === 'TOO_MANY_ATTEMPTS') refused += 1;
  }
  return refused;
}

describe.each([
  ['a hop count', '1'],
  ['the proxy addresses', '127.0.0.0/8,::1'],
])('TRUST_PROXY with %s', (_description, trustProxy) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: trustProxy });
  });
  afterAll(() => server.close());

  it('takes the address the trusted proxy saw, not one the client wrote in front of it', async () => {
    const addressSeenByProxy = randomClientAddress();
    // Each request claims another address on the left; the proxy appends the real one.
    const refused = await requestsRefused(
      server,
      () => `${randomClientAddress()}, ${addressSeenByProxy}`,
    );
    expect(refused).toBe(1);
  });

  it('tells clients behind the proxy apart', async () => {
    expect(await requestsRefused(server, () => randomClientAddress())).toBe(0);
  });
});
