import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import {
  createScimTokenAs,
  entraCreateUserBody,
  scimRequest,
} from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { scimWriteLimit } from './token-service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function scimToken() {
  const admin = await createUser(server.databases.no, { is_admin: true });
  return createScimTokenAs(server, await signIn(server, admin));
}

const createUserWith = (token: string) =>
  scimRequest(server, {
    token,
    method: 'POST',
    path: '/Users',
    body: entraCreateUserBody(uniqueEmail('entra'), `ext-${Date.now()}`),
  });

describe('SCIM writes', () => {
  it('are limited per token (429 with Retry-After); reads and other tokens go on', async () => {
    const { token, scim_token } = await scimToken();
    // The token has used all but one write of its window (as a rival probing addresses would).
    await server.databases.no
      .insertInto('login_throttle')
      .values({
        bucket: `${scimWriteLimit.scope}:${scim_token.id}`,
        failure_count: scimWriteLimit.limit - 1,
        window_started_at: new Date(),
      })
      .execute();
    expect((await createUserWith(token)).status).toBe(201);
    const refused = await createUserWith(token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: '429' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await scimRequest(server, { token, path: '/Users' })).status).toBe(200);
    const other = await scimToken();
    expect((await createUserWith(other.token)).status).toBe(201);
  });
});
