import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { orderDueRegularReports } from './subscriptions.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const { entriesOf } = auditLogRequests(() => server);

describe('a regular report paused by the portal', () => {
  it('is in the audit log with the portal as actor and the reason', async () => {
    const supplier = await createSupplier(database);
    const creator = await createUser(database, { supplier_id: supplier.id });
    const admin = await createUser(database, { supplier_id: supplier.id, is_admin: true });
    const created = await server.graphql<{ create_report_subscription: { id: string } }>({
      query: `mutation create_report_subscription($input: ReportSubscriptionInput!) {
        create_report_subscription(input: $input) { id }
      }`,
      token: await signIn(server, creator),
      variables: {
        input: {
          kind: 'HIGH_LEVEL',
          interval: 'MONTHLY',
          date_column: 'COMPLETED_DATE',
          recipients: ['finance@test.example'],
        },
      },
    });
    const id = created.body.data!.create_report_subscription.id;
    await database
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', creator.id)
      .execute();

    await orderDueRegularReports(database, 'no', new Date('2026-11-11T12:00:00Z'), {
      supplierIds: [supplier.id],
    });

    const [paused] = await entriesOf(await signIn(server, admin), 'subscription.paused');
    expect(paused).toMatchObject({ actor: { type: 'system', id: null }, target_id: id });
    expect(JSON.parse(paused?.details ?? '{}')).toMatchObject({ reason: 'CREATOR_DEACTIVATED' });
  });
});
