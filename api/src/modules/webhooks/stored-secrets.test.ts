import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretKeyId } from '../../shared/secret-encryption.js';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver.js';

const encryptionKey = randomBytes(32);
let server: TestServer;
let receiver: WebhookReceiver;
beforeAll(async () => {
  server = await startTestServer(
    { WEBHOOK_ALLOW_LOOPBACK: 'true', SECRETS_ENCRYPTION_KEY: encryptionKey.toString('base64') },
    { taskWorkers: true },
  );
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function adminToken(): Promise<string> {
  return signIn(server, await createUser(server.databases.no, { is_admin: true }));
}

function storedRow(endpointId: string) {
  return server.databases.no
    .selectFrom('webhook_endpoints')
    .select(['secret', 'previous_secret'])
    .where('id', '=', endpointId)
    .executeTakeFirstOrThrow();
}

async function sendTestEvent(token: string, endpointId: string): Promise<string> {
  const response = await server.graphql<{ send_webhook_test_event: string }>({
    query: `mutation send($endpoint_id: ID!) { send_webhook_test_event(endpoint_id: $endpoint_id) }`,
    token,
    variables: { endpoint_id: endpointId },
  });
  const id = response.body.data?.send_webhook_test_event;
  if (!id) throw new Error(JSON.stringify(response.body.errors));
  return id;
}

/** The secrets (as the admin was shown them) whose signatures the receiver verified. */
function verifiedSecrets(eventId: string): string[] {
  return (receiver.received.get(eventId)?.verifiedWith ?? []).map(
    (index) => receiver.secrets[index] ?? '',
  );
}

describe('webhook signing secrets at rest', () => {
  it('stores no plain secret, and a verifying receiver still gets valid signatures, also after a rotation', async () => {
    const token = await adminToken();
    const endpoint = await createTestWebhookEndpoint(server, token, { url: receiver.url });
    receiver.secrets.push(endpoint.secret);
    const created = await storedRow(endpoint.id);
    expect(created.secret).toMatch(new RegExp(`^v1:${secretKeyId(encryptionKey)}:`));
    expect(created.secret).not.toContain('whsec_');
    expect(created.secret).not.toContain(endpoint.secret.slice('whsec_'.length));
    expect(created.previous_secret).toBeNull();

    const first = await sendTestEvent(token, endpoint.id);
    await receiver.waitUntil(() => receiver.received.has(first));
    expect(verifiedSecrets(first)).toEqual([endpoint.secret]);

    const rotated = await server.graphql<{ rotate_webhook_secret: { secret: string } }>({
      query: `mutation rotate($endpoint_id: ID!) { rotate_webhook_secret(endpoint_id: $endpoint_id) { secret } }`,
      token,
      variables: { endpoint_id: endpoint.id },
    });
    const newSecret = rotated.body.data?.rotate_webhook_secret.secret ?? '';
    expect(newSecret).toMatch(/^whsec_/);
    receiver.secrets.push(newSecret);
    const after = await storedRow(endpoint.id);
    for (const value of [after.secret, after.previous_secret ?? '']) {
      expect(value).toMatch(new RegExp(`^v1:${secretKeyId(encryptionKey)}:`));
      expect(value).not.toContain('whsec_');
    }
    // The old secret moved to previous_secret: sealed anew for that column, not copied.
    expect(after.previous_secret).not.toBe(created.secret);

    const second = await sendTestEvent(token, endpoint.id);
    await receiver.waitUntil(() => receiver.received.has(second));
    expect(verifiedSecrets(second).sort()).toEqual([endpoint.secret, newSecret].sort());
    expect(receiver.invalid).toBe(0);
  });

  it('refuses to store a plain secret', async () => {
    const token = await adminToken();
    const endpoint = await createTestWebhookEndpoint(server, token, { url: receiver.url });
    for (const column of ['secret', 'previous_secret'] as const) {
      await expect(
        server.databases.no
          .updateTable('webhook_endpoints')
          .set({ [column]: endpoint.secret })
          .where('id', '=', endpoint.id)
          .execute(),
      ).rejects.toThrow(new RegExp(`webhook_endpoints_${column}_encrypted`));
    }
  });

  it('does not sign with a secret copied from another endpoint: the attempt fails, nothing is sent', async () => {
    const token = await adminToken();
    const source = await createTestWebhookEndpoint(server, token, { url: receiver.url });
    const copied = await createTestWebhookEndpoint(server, token, { url: `${receiver.url}?copy` });
    await server.databases.no
      .updateTable('webhook_endpoints')
      .set({ secret: (await storedRow(source.id)).secret })
      .where('id', '=', copied.id)
      .execute();
    const eventId = await sendTestEvent(token, copied.id);
    await expect
      .poll(
        () =>
          server.databases.no
            .selectFrom('webhook_deliveries')
            .select(['status', 'attempts', 'last_error'])
            .where('event_id', '=', eventId)
            .executeTakeFirst(),
        { timeout: 15_000, interval: 100 },
      )
      .toEqual({
        status: 'pending',
        attempts: 1,
        last_error: "The endpoint's signing secret cannot be decrypted (see the server log).",
      });
    expect(receiver.received.has(eventId)).toBe(false);
  });
});
