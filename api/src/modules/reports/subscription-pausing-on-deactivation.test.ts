import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createUser } from '../../test-support/factories.js';
import { createScimTokenAs, entraPatch, scimRequest } from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { supplierUserRequests } from '../../test-support/supplier-user-requests.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const users = supplierUserRequests(() => server);
const audit = auditLogRequests(() => server);

const listQuery = '{ get_report_subscriptions { id status paused_reason paused_at } }';

interface ListedSubscription {
  id: string;
  status: string;
  paused_reason: string | null;
  paused_at: string | null;
}

/** A new monthly regular report of the user's. */
async function regularReportOf(user: { email: string; password: string }) {
  const created = await server.graphql<{ create_report_subscription: { id: string } }>({
    query: `mutation create_report_subscription($input: ReportSubscriptionInput!) {
      create_report_subscription(input: $input) { id }
    }`,
    token: await signIn(server, user),
    variables: {
      input: {
        kind: 'HIGH_LEVEL',
        interval: 'MONTHLY',
        date_column: 'COMPLETED_DATE',
        recipients: ['finance@test.example'],
      },
    },
  });
  return created.body.data!.create_report_subscription.id;
}

/** A supplier's admin, and a colleague with report access who has a monthly regular report. */
async function creatorWithRegularReport() {
  const { admin, token: adminToken, supplierId } = await users.adminOfNewSupplier();
  const creator = await createUser(server.databases.no, { supplier_id: supplierId });
  const subscriptionId = await regularReportOf(creator);
  return { admin, adminToken, supplierId, creator, subscriptionId };
}

/** The regular report as the admin's list shows it right now. */
async function listed(adminToken: string, id: string) {
  const list = await server.graphql<{ get_report_subscriptions: ListedSubscription[] }>({
    query: listQuery,
    token: adminToken,
  });
  return list.body.data?.get_report_subscriptions.find((row) => row.id === id);
}

const pausedForDeactivation = {
  status: 'PAUSED',
  paused_reason: 'CREATOR_DEACTIVATED',
  paused_at: expect.any(String) as unknown,
};

describe('deactivating a user pauses their regular reports at once, without the hourly run', () => {
  it('through the users page (GraphQL), with the admin as actor in the audit log', async () => {
    const { admin, adminToken, creator, subscriptionId } = await creatorWithRegularReport();
    expect(await listed(adminToken, subscriptionId)).toMatchObject({ status: 'ACTIVE' });

    const deactivated = await users.deactivate(adminToken, creator.id);
    expect(deactivated.body.errors).toBeUndefined();

    expect(await listed(adminToken, subscriptionId)).toMatchObject(pausedForDeactivation);
    const [paused] = await audit.entriesOf(adminToken, 'subscription.paused');
    expect(paused).toMatchObject({
      actor: { type: 'user', id: admin.id },
      target_id: subscriptionId,
    });
    expect(JSON.parse(paused?.details ?? '{}')).toMatchObject({ reason: 'CREATOR_DEACTIVATED' });
  });

  const scimDeactivations = [
    { method: 'PATCH', body: () => entraPatch({ op: 'Replace', path: 'active', value: false }) },
    {
      method: 'PUT',
      body: (email: string) => ({
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: email,
        name: { givenName: 'Test', familyName: 'User' },
        active: false,
      }),
    },
    { method: 'DELETE', body: () => undefined },
  ] as const;

  it.each(scimDeactivations)('through SCIM: $method', async ({ method, body }) => {
    const { adminToken, creator, subscriptionId } = await creatorWithRegularReport();
    const { token } = await createScimTokenAs(server, adminToken);

    const response = await scimRequest(server, {
      token,
      method,
      path: `/Users/${creator.id}`,
      body: body(creator.email),
    });
    expect(response.status).toBeLessThan(300);

    expect(await listed(adminToken, subscriptionId)).toMatchObject(pausedForDeactivation);
    const [paused] = await audit.entriesOf(adminToken, 'subscription.paused');
    expect(paused?.actor.type).toBe('scim');
  });

  it("leaves a colleague's regular reports active", async () => {
    const { adminToken, supplierId, creator, subscriptionId } = await creatorWithRegularReport();
    const colleague = await createUser(server.databases.no, { supplier_id: supplierId });
    const colleagueSubscriptionId = await regularReportOf(colleague);

    await users.deactivate(adminToken, creator.id);

    expect(await listed(adminToken, subscriptionId)).toMatchObject({ status: 'PAUSED' });
    expect(await listed(adminToken, colleagueSubscriptionId)).toMatchObject({
      status: 'ACTIVE',
      paused_reason: null,
    });
  });
});
