import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';
import { manualSendLimit } from './policy.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
});
afterAll(() => server.close());

const sendTestEvent = (token: string, endpointId: string) =>
  server.graphql({
    query: `mutation send($endpoint_id: ID!) { send_webhook_test_event(endpoint_id: $endpoint_id) }`,
    token,
    variables: { endpoint_id: endpointId },
  });

const redeliver = (token: string, deliveryId: string) =>
  server.graphql({
    query: `mutation redeliver($delivery_id: ID!) { redeliver_webhook(delivery_id: $delivery_id) { id } }`,
    token,
    variables: { delivery_id: deliveryId },
  });

describe('test events and redeliveries', () => {
  it('are limited per endpoint, together, and leave other endpoints alone', async () => {
    const admin = await createUser(server.databases.no, { is_admin: true });
    const token = await signIn(server, admin);
    const endpoint = await createTestWebhookEndpoint(server, token, {
      url: 'http://127.0.0.1:9/hooks',
    });
    const other = await createTestWebhookEndpoint(server, token, {
      url: 'http://127.0.0.1:9/other',
    });
    expect((await sendTestEvent(token, endpoint.id)).body.errors).toBeUndefined();
    const delivery = await server.databases.no
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    for (let call = 1; call < manualSendLimit.limit; call += 1) {
      const response =
        call % 2 ? await redeliver(token, delivery.id) : await sendTestEvent(token, endpoint.id);
      expect(response.body.errors).toBeUndefined();
    }
    const refusedTest = await sendTestEvent(token, endpoint.id);
    expect(errorCodeOf(refusedTest)).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refusedTest.body.errors?.[0]?.extensions?.retryAfterSeconds)).toBeGreaterThan(0);
    expect(errorCodeOf(await redeliver(token, delivery.id))).toBe('TOO_MANY_ATTEMPTS');
    expect((await sendTestEvent(token, other.id)).body.errors).toBeUndefined();
  });
});
