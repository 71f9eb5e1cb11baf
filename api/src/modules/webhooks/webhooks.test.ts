import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { recordJobStatuses } from '../../test-support/job-statuses.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver.js';

let server: TestServer;
let receiver: WebhookReceiver;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' }, { taskWorkers: true });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function adminWithToken() {
  const admin = await createUser(server.databases.no, { is_admin: true, language: 'en' });
  return { admin, token: await signIn(server, admin) };
}

const deliveryPageQuery = `query get_webhook_delivery_page($endpoint_id: ID!, $status: WebhookDeliveryStatus) {
  get_webhook_delivery_page(endpoint_id: $endpoint_id, filter: { status: $status }, page_size: 100) {
    total
    deliveries { id event_id event_type status attempts response_status }
  }
}`;

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempts: number;
  response_status: number | null;
}

async function deliveriesOf(token: string, endpointId: string): Promise<DeliveryRow[]> {
  const response = await server.graphql<{
    get_webhook_delivery_page: { deliveries: DeliveryRow[] };
  }>({ query: deliveryPageQuery, token, variables: { endpoint_id: endpointId } });
  const page = response.body.data?.get_webhook_delivery_page;
  if (!page) throw new Error(JSON.stringify(response.body.errors));
  return page.deliveries;
}

function eventsFor(endpointJobId: string) {
  return [...receiver.received.values()].filter(
    (event) => event.payload.data.job_id === endpointJobId,
  );
}

describe('webhook delivery', () => {
  it('signs per Standard Webhooks, and a receiver outage loses nothing and repeats nothing', async () => {
    const { admin, token } = await adminWithToken();
    const endpoint = await createTestWebhookEndpoint(server, token, {
      url: receiver.url,
      events: ['JOB_STATUS_CHANGED'],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.secrets.push(endpoint.secret);
    const user = await createUser(server.databases.no, {
      supplier_id: admin.supplier_id,
      phone: '+47 900 00 000',
    });
    const job = await orderTestJob(server, await signIn(server, user));

    await receiver.waitUntil(() => eventsFor(job.id).length === 1);
    const [ordered] = eventsFor(job.id);
    expect(ordered?.payload).toMatchObject({
      type: 'job.status_changed',
      data: {
        job_id: job.id,
        job_number: job.job_number,
        status: 'ORDERED',
        previous_status: null,
      },
    });

    await receiver.goDown();
    // Two statuses in one move: two events, each with its own id.
    await recordJobStatuses(server.databases.no, job.id, ['CONFIRMED', 'SCHEDULED']);
    await expect
      .poll(
        async () =>
          (await deliveriesOf(token, endpoint.id)).filter(
            (row) => row.attempts > 0 && row.status === 'PENDING',
          ).length,
        { timeout: 15_000, interval: 100 },
      )
      .toBe(2);
    await receiver.comeUp();

    await receiver.waitUntil(() => eventsFor(job.id).length === 3);
    await expect
      .poll(
        async () =>
          (await deliveriesOf(token, endpoint.id)).every((row) => row.status === 'DELIVERED'),
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    const statuses = eventsFor(job.id).map((event) => [
      event.payload.data.status,
      event.payload.data.previous_status,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['ORDERED', null],
        ['CONFIRMED', 'ORDERED'],
        ['SCHEDULED', 'CONFIRMED'],
      ]),
    );
    expect(eventsFor(job.id).every((event) => event.count === 1)).toBe(true);
    expect(receiver.invalid).toBe(0);
    const log = await deliveriesOf(token, endpoint.id);
    expect(log).toHaveLength(3);
    expect(log.filter((row) => row.attempts >= 2)).toHaveLength(2);
    expect(log.every((row) => row.response_status === 204)).toBe(true);
  });

  it('rotates the secret with a day of overlap: both sign, and the old one stops after', async () => {
    const { token } = await adminWithToken();
    const endpoint = await createTestWebhookEndpoint(server, token, { url: receiver.url });
    const rotated = await server.graphql<{
      rotate_webhook_secret: { secret: string; endpoint: { previous_secret_expires_at: string } };
    }>({
      query: `mutation rotate($endpoint_id: ID!) {
        rotate_webhook_secret(endpoint_id: $endpoint_id) { secret endpoint { previous_secret_expires_at } }
      }`,
      token,
      variables: { endpoint_id: endpoint.id },
    });
    const rotation = rotated.body.data?.rotate_webhook_secret;
    expect(rotation?.secret).toMatch(/^whsec_/);
    expect(rotation?.secret).not.toBe(endpoint.secret);
    const overlapHours =
      (Date.parse(rotation?.endpoint.previous_secret_expires_at ?? '') - Date.now()) / 3_600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);

    const secrets = [endpoint.secret, rotation?.secret ?? ''];
    receiver.secrets.push(...secrets);
    const eventId = await sendTestEvent(token, endpoint.id);
    await receiver.waitUntil(() => receiver.received.has(eventId));
    const both = receiver.received
      .get(eventId)
      ?.verifiedWith.map((index) => receiver.secrets[index]);
    expect(both).toEqual(expect.arrayContaining(secrets));

    // After the overlap only the new secret signs.
    await server.databases.no
      .updateTable('webhook_endpoints')
      .set({ previous_secret_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', endpoint.id)
      .execute();
    const later = await sendTestEvent(token, endpoint.id);
    await receiver.waitUntil(() => receiver.received.has(later));
    const onlyNew = receiver.received
      .get(later)
      ?.verifiedWith.map((index) => receiver.secrets[index]);
    expect(onlyNew).toEqual([rotation?.secret]);
  });

  it('redelivers a delivery under the same event id, one row in the log', async () => {
    const { token } = await adminWithToken();
    const endpoint = await createTestWebhookEndpoint(server, token, { url: receiver.url });
    receiver.secrets.push(endpoint.secret);
    const eventId = await sendTestEvent(token, endpoint.id);
    await receiver.waitUntil(() => receiver.received.get(eventId)?.count === 1);
    const [delivery] = await deliveriesOf(token, endpoint.id);
    await expect
      .poll(async () => (await deliveriesOf(token, endpoint.id))[0]?.status)
      .toBe('DELIVERED');

    const redelivered = await server.graphql<{ redeliver_webhook: DeliveryRow }>({
      query: `mutation redeliver($delivery_id: ID!) { redeliver_webhook(delivery_id: $delivery_id) { id status } }`,
      token,
      variables: { delivery_id: delivery?.id },
    });
    expect(redelivered.body.data?.redeliver_webhook).toEqual({
      id: delivery?.id,
      status: 'PENDING',
    });
    await receiver.waitUntil(() => receiver.received.get(eventId)?.count === 2);
    await expect
      .poll(async () => await deliveriesOf(token, endpoint.id))
      .toEqual([expect.objectContaining({ id: delivery?.id, status: 'DELIVERED', attempts: 2 })]);
  });

  it('disables an endpoint after five events failed for good and mails its admins in their language', async () => {
    const { admin, token } = await adminWithToken();
    const danishAdmin = await createUser(server.databases.no, {
      supplier_id: admin.supplier_id,
      is_admin: true,
      language: 'da',
    });
    const refusing = await startWebhookReceiver();
    await refusing.goDown();
    const endpoint = await createTestWebhookEndpoint(server, token, { url: refusing.url });
    await server.databases.no
      .updateTable('webhook_endpoints')
      .set({ consecutive_failed_events: 4 })
      .where('id', '=', endpoint.id)
      .execute();
    // The fifth failing event, at its last attempt (as after a day of retries).
    await server.databases.no.transaction().execute(async (transaction) => {
      await sendTestEventIn(transaction, admin.supplier_id, endpoint.id);
      await sql`update graphile_worker._private_jobs set max_attempts = 1
        where key like 'webhook-delivery:%' and key in (
          select 'webhook-delivery:' || id from webhook_deliveries where endpoint_id = ${endpoint.id})`.execute(
        transaction,
      );
    });
    await expect
      .poll(async () => (await deliveriesOf(token, endpoint.id))[0]?.status, { timeout: 15_000 })
      .toBe('FAILED');
    // The failed delivery is recorded a moment before the endpoint is disabled (its own
    // transaction), so the listing is awaited too.
    const listed = () =>
      server.graphql<{
        get_webhook_endpoints: { id: string; enabled: boolean; disabled_reason: string | null }[];
      }>({ query: `{ get_webhook_endpoints { id enabled disabled_reason } }`, token });
    await expect
      .poll(async () => (await listed()).body.data?.get_webhook_endpoints, { timeout: 15_000 })
      .toEqual([{ id: endpoint.id, enabled: false, disabled_reason: 'FAILING' }]);
    const mails = await server.databases.no
      .selectFrom('email_outbox')
      .select(['recipient', 'language', 'subject'])
      .where('template', '=', 'webhook-endpoint-disabled')
      .where('recipient', 'in', [admin.email, danishAdmin.email])
      .orderBy('language')
      .execute();
    expect(mails).toEqual([
      {
        recipient: danishAdmin.email,
        language: 'da',
        subject: 'Et webhook-slutpunkt er deaktiveret',
      },
      { recipient: admin.email, language: 'en', subject: 'A webhook endpoint has been disabled' },
    ]);
  });
});

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

async function sendTestEventIn(
  transaction: typeof server.databases.no,
  supplierId: string,
  endpointId: string,
): Promise<void> {
  await sql`select record_webhook_event(${supplierId}::uuid, 'webhook.test', '{}'::jsonb, now(), ${endpointId}::uuid)`.execute(
    transaction,
  );
}

describe('registering endpoints', () => {
  it.each([
    ['http://10.0.0.5/hooks', /10\.0\.0\.5.*non-public/],
    ['http://169.254.169.254/latest/meta-data', /169\.254\.169\.254/],
    ['http://[fd00::1]/hooks', /fd00::1/],
    ['http://[::ffff:192.168.0.1]/hooks', /non-public/],
    ['http://100.64.0.1/hooks', /non-public/],
    ['http://224.0.0.1/hooks', /non-public/],
    // IPv4 inside IPv6, and IPv6 ranges that are not the public internet.
    ['http://[::169.254.169.254]/', /non-public/],
    ['http://[::ffff:0:169.254.169.254]/', /non-public/],
    ['http://[::127.0.0.1]/', /non-public/],
    ['http://[::10.0.0.1]/', /non-public/],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', /non-public/],
    ['http://[3fff::1]/', /non-public/],
    ['http://[5f00::1]/', /non-public/],
    ['http://[2001:2::1]/', /non-public/],
    ['ftp://example.com/hooks', /http or https/],
    ['https://user:secret@example.com/hooks', /user name or password/],
    ['not a url', /complete URL/],
  ])('refuses %s with a clear error', async (url, message) => {
    const { token } = await adminWithToken();
    const response = await server.graphql({
      query: `mutation create($input: CreateWebhookEndpointInput!) {
        create_webhook_endpoint(input: $input) { secret }
      }`,
      token,
      variables: { input: { url, events: ['REPORT_READY'] } },
    });
    expect(errorCodeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(message);
  });

  it('is for admins only', async () => {
    const user = await createUser(server.databases.no, { is_admin: false });
    const response = await server.graphql({
      query: `{ get_webhook_endpoints { id } }`,
      token: await signIn(server, user),
    });
    expect(errorCodeOf(response)).toBe('FORBIDDEN');
  });

  it('lists endpoints without their secrets, and deletes them with their log', async () => {
    const { admin, token } = await adminWithToken();
    const endpoint = await createTestWebhookEndpoint(server, token, {
      url: receiver.url,
      description: 'ServiceNow',
      events: ['REPORT_READY', 'CERTIFICATE_ISSUED'],
    });
    const listed = await server.graphql<{ get_webhook_endpoints: unknown[] }>({
      query: `{ get_webhook_endpoints { id url description events enabled } }`,
      token,
    });
    expect(listed.body.data?.get_webhook_endpoints).toEqual([
      {
        id: endpoint.id,
        url: receiver.url,
        description: 'ServiceNow',
        events: ['REPORT_READY', 'CERTIFICATE_ISSUED'],
        enabled: true,
      },
    ]);
    const deleted = await server.graphql({
      query: `mutation del($endpoint_id: ID!) { delete_webhook_endpoint(endpoint_id: $endpoint_id) }`,
      token,
      variables: { endpoint_id: endpoint.id },
    });
    expect(deleted.body.data).toEqual({ delete_webhook_endpoint: true });
    const after = await server.graphql<{ get_webhook_endpoints: unknown[] }>({
      query: `{ get_webhook_endpoints { id } }`,
      token,
    });
    expect(after.body.data?.get_webhook_endpoints).toEqual([]);
    // Both in the supplier's audit log, by whom and of which endpoint.
    const audited = await server.databases.no
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_label'])
      .where('target_id', '=', endpoint.id)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: 'webhook_endpoint.created', actor_id: admin.id, target_label: receiver.url },
      { action: 'webhook_endpoint.deleted', actor_id: admin.id, target_label: receiver.url },
    ]);
  });
});

describe('the delivery log', () => {
  it('pages, sorts and exports exactly what it shows; another supplier reaches nothing', async () => {
    const { admin, token } = await adminWithToken();
    const endpoint = await createTestWebhookEndpoint(server, token, { url: receiver.url });
    receiver.secrets.push(endpoint.secret);
    const database = server.databases.no;
    const eventIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      await database.transaction().execute(async (transaction) => {
        await sendTestEventIn(transaction, admin.supplier_id, endpoint.id);
      });
    }
    await expect
      .poll(
        async () =>
          (await deliveriesOf(token, endpoint.id)).filter((row) => row.status === 'DELIVERED')
            .length,
        { timeout: 15_000 },
      )
      .toBe(3);
    const page = await server.graphql<{
      get_webhook_delivery_page: {
        total: number;
        page: number;
        deliveries: { event_id: string }[];
      };
    }>({
      query: `query page($endpoint_id: ID!) {
        get_webhook_delivery_page(endpoint_id: $endpoint_id, page: 2, page_size: 2, sort: created, direction: ASC) {
          total page deliveries { event_id }
        }
      }`,
      token,
      variables: { endpoint_id: endpoint.id },
    });
    expect(page.body.data?.get_webhook_delivery_page).toMatchObject({ total: 3, page: 2 });
    expect(page.body.data?.get_webhook_delivery_page.deliveries).toHaveLength(1);
    eventIds.push(...(await deliveriesOf(token, endpoint.id)).map((row) => row.event_id));

    const exported = await fetch(
      `${server.url}/files/no/exports/webhook-deliveries.csv?endpoint_id=${endpoint.id}&status=delivered&language=en`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
    for (const eventId of eventIds) expect(csv).toContain(eventId);
    expect(csv).toContain('Delivered');

    const outsider = await adminWithToken();
    const refused = await fetch(
      `${server.url}/files/no/exports/webhook-deliveries.csv?endpoint_id=${endpoint.id}`,
      { headers: { authorization: `Bearer ${outsider.token}` } },
    );
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain(eventIds[0]);
  });
});
