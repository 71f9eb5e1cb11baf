import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import {
  createReadyCsvReport,
  createReportFixture,
  orderReportMutation,
  reportOrder,
} from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { maximumActiveSubscriptions } from './policy.js';
import { orderDueRegularReports } from './subscriptions.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const createMutation = /* GraphQL */ `
  mutation create_report_subscription($input: ReportSubscriptionInput!) {
    create_report_subscription(input: $input) {
      id
    }
  }
`;
const takeOverMutation = /* GraphQL */ `
  mutation take_over_report_subscription($subscription_id: ID!) {
    take_over_report_subscription(subscription_id: $subscription_id) {
      id
      status
      paused_reason
      created_by
    }
  }
`;
const listQuery = '{ get_report_subscriptions { id status paused_reason paused_at created_by } }';

interface ListedSubscription {
  id: string;
  status: string;
  paused_reason: string | null;
  paused_at: string | null;
  created_by: string;
}

/** A supplier's user with report access and their new monthly subscription, not yet ordered. */
async function subscribed() {
  const fixture = await createReportFixture(database, {
    unitsPerSupplier: 0,
    user: { first_name: 'Creator', last_name: 'One' },
  });
  const token = await signIn(server, fixture.user);
  const recipient = `finance-${randomUUID()}@test.example`;
  const created = await server.graphql<{ create_report_subscription: { id: string } }>({
    query: createMutation,
    variables: {
      input: {
        kind: 'COMPLETE',
        interval: 'MONTHLY',
        date_column: 'COMPLETED_DATE',
        recipients: [recipient],
      },
    },
    token,
  });
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data!.create_report_subscription.id;
  return { ...fixture, token, id, recipient };
}

/**
 * Makes the subscription due only now that the test has set up its case: other test files order
 * due regular reports of the same database meanwhile, and must not order this one too early.
 */
/**
 * Makes the subscription due and runs the scheduler over its supplier's regular reports (other
 * test files' suppliers are theirs to run).
 */
async function orderDueIncluding(id: string) {
  const { supplier_id } = await database
    .updateTable('report_subscriptions')
    .set({ last_period_from: null })
    .where('id', '=', id)
    .returning('supplier_id')
    .executeTakeFirstOrThrow();
  await orderDueRegularReports(database, 'no', now, { supplierIds: [supplier_id] });
}

async function listed(token: string, id: string): Promise<ListedSubscription | undefined> {
  const list = await server.graphql<{ get_report_subscriptions: ListedSubscription[] }>({
    query: listQuery,
    token,
  });
  return list.body.data?.get_report_subscriptions.find((row) => row.id === id);
}

const reportsOf = (id: string) =>
  database
    .selectFrom('reports')
    .select(['ordered_by_user_id', 'date_from'])
    .where('subscription_id', '=', id)
    .execute();

const mailsTo = (recipient: string) =>
  database.selectFrom('email_outbox').select('id').where('recipient', '=', recipient).execute();

const now = new Date('2026-11-11T12:00:00Z');

describe('regular reports whose creator can no longer order them', () => {
  it('pauses a regular report once its creator is deactivated: nothing ordered or mailed', async () => {
    const { user, id, recipient } = await subscribed();
    const admin = await createUser(database, { supplier_id: user.supplier_id, is_admin: true });
    await database
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', user.id)
      .execute();

    await orderDueIncluding(id);

    expect(await reportsOf(id)).toEqual([]);
    expect(await mailsTo(recipient)).toEqual([]);
    const row = await listed(await signIn(server, admin), id);
    expect(row).toMatchObject({ status: 'PAUSED', paused_reason: 'CREATOR_DEACTIVATED' });
    expect(row?.paused_at).toEqual(expect.any(String));
  });

  it('pauses it when the creator loses report access, even before its next period', async () => {
    const { user, id } = await subscribed();
    const colleague = await createUser(database, { supplier_id: user.supplier_id });
    // October already ordered: nothing is due on 11 November.
    await database
      .updateTable('report_subscriptions')
      .set({ last_period_from: '2026-10-01' })
      .where('id', '=', id)
      .execute();
    await database
      .updateTable('users')
      .set({ has_report_access: false })
      .where('id', '=', user.id)
      .execute();

    const { supplier_id } = await database
      .selectFrom('report_subscriptions')
      .select('supplier_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await orderDueRegularReports(database, 'no', now, { supplierIds: [supplier_id] });

    expect(await reportsOf(id)).toEqual([]);
    expect(await listed(await signIn(server, colleague), id)).toMatchObject({
      status: 'PAUSED',
      paused_reason: 'CREATOR_LOST_REPORT_ACCESS',
    });
  });

  it('pauses it when the creator no longer belongs to the supplier', async () => {
    const { user, id } = await subscribed();
    const colleague = await createUser(database, { supplier_id: user.supplier_id });
    const elsewhere = await createReportFixture(database, { unitsPerSupplier: 0 });
    await database
      .updateTable('users')
      .set({ supplier_id: elsewhere.master.id })
      .where('id', '=', user.id)
      .execute();

    await orderDueIncluding(id);

    expect(await reportsOf(id)).toEqual([]);
    expect(await listed(await signIn(server, colleague), id)).toMatchObject({
      status: 'PAUSED',
      paused_reason: 'CREATOR_LEFT_SUPPLIER',
    });
  });

  it('is taken over by another user with report access, and then orders as theirs', async () => {
    const { user, id } = await subscribed();
    const successor = await createUser(database, {
      supplier_id: user.supplier_id,
      first_name: 'Next',
      last_name: 'Owner',
    });
    await database
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', user.id)
      .execute();
    await orderDueIncluding(id);

    const taken = await server.graphql({
      query: takeOverMutation,
      variables: { subscription_id: id },
      token: await signIn(server, successor),
    });
    expect(taken.body).toEqual({
      data: {
        take_over_report_subscription: {
          id,
          status: 'ACTIVE',
          paused_reason: null,
          created_by: 'Next Owner',
        },
      },
    });

    await orderDueIncluding(id);
    expect(await reportsOf(id)).toEqual([
      { ordered_by_user_id: successor.id, date_from: '2026-10-01' },
    ]);
  });

  it('cannot be taken over without report access or by another supplier', async () => {
    const { user, id } = await subscribed();
    const withoutAccess = await createUser(database, {
      supplier_id: user.supplier_id,
      has_report_access: false,
    });
    const other = await createReportFixture(database, { unitsPerSupplier: 0 });
    const takeOver = async (token: string) =>
      server.graphql({ query: takeOverMutation, variables: { subscription_id: id }, token });

    expect(errorCodeOf(await takeOver(await signIn(server, withoutAccess)))).toBe('FORBIDDEN');
    expect(errorCodeOf(await takeOver(await signIn(server, other.user)))).toBe('NOT_FOUND');
    const unchanged = await database
      .selectFrom('report_subscriptions')
      .select('created_by_user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(unchanged.created_by_user_id).toBe(user.id);
  });

  it('stops the download links of its mailed reports as soon as the creator is deactivated', async () => {
    const { user, master, id } = await subscribed();
    const report = await createReadyCsvReport(database, {
      supplierId: master.id,
      storagePathOf: (reportId) => `subscription-pausing/${reportId}.csv`,
      store: { storage: server.storage, content: Buffer.from('Serial number\r\n') },
      report: {
        ordered_by_user_id: user.id,
        ordered_by_name: 'Creator One',
        subscription_id: id,
        idempotency_key: `subscription-${id}-2026-10-01`,
        date_from: '2026-10-01',
        date_to: '2026-10-31',
        recipients: ['finance@test.example'],
      },
    });
    const link = `${server.url}/api/reports/no/${report.id}/csv?key=${report.downloadKey}`;
    expect((await fetch(link)).status).toBe(200);

    await database
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', user.id)
      .execute();

    const refused = await fetch(link);
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ error: { code: 'REPORT_LINK_REVOKED' } });
  });
});

describe('a one-off report', () => {
  it('stops its download links as soon as the orderer is deactivated, as a regular one does', async () => {
    const { user, master } = await createReportFixture(database, { unitsPerSupplier: 0 });
    const report = await createReadyCsvReport(database, {
      supplierId: master.id,
      storagePathOf: (reportId) => `one-off-standing/${reportId}.csv`,
      store: { storage: server.storage, content: Buffer.from('Serial number\r\n') },
      report: {
        ordered_by_user_id: user.id,
        ordered_by_name: 'Orderer One',
        recipients: ['finance@test.example'],
      },
    });
    const link = `${server.url}/api/reports/no/${report.id}/csv?key=${report.downloadKey}`;
    expect((await fetch(link)).status).toBe(200);

    await database
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', user.id)
      .execute();

    const refused = await fetch(link);
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ error: { code: 'REPORT_LINK_REVOKED' } });
  });
});

describe('the cap on active regular reports', () => {
  it(`refuses active regular report number ${maximumActiveSubscriptions + 1}`, async () => {
    const { user, id } = await subscribed();
    const token = await signIn(server, user);
    const copies = Array.from({ length: maximumActiveSubscriptions - 1 }, () => ({
      supplier_id: user.supplier_id,
      created_by_user_id: user.id,
      created_by_name: 'Creator One',
      kind: 'HIGH_LEVEL',
      interval: 'YEARLY',
      date_column: 'COMPLETED_DATE',
      recipients: ['finance@test.example'],
      language: 'en',
    }));
    await database.insertInto('report_subscriptions').values(copies).execute();
    const input = {
      kind: 'COMPLETE',
      interval: 'MONTHLY',
      date_column: 'COMPLETED_DATE',
      recipients: ['finance@test.example'],
    };
    const refused = await server.graphql({ query: createMutation, variables: { input }, token });
    expect(errorCodeOf(refused)).toBe('SUBSCRIPTION_LIMIT_REACHED');
    // Ordered as regular, the report is refused as well: nothing is ordered.
    const idempotencyKey = randomUUID();
    const regularOrder = await server.graphql({
      query: orderReportMutation,
      variables: {
        input: {
          ...reportOrder({ idempotency_key: idempotencyKey }),
          regular: true,
          interval: 'MONTHLY',
        },
      },
      token,
    });
    expect(errorCodeOf(regularOrder)).toBe('SUBSCRIPTION_LIMIT_REACHED');
    const orderedReports = await database
      .selectFrom('reports')
      .select('id')
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
    expect(orderedReports).toEqual([]);

    // A paused one does not count; taking it over does.
    await database
      .updateTable('report_subscriptions')
      .set({ status: 'PAUSED', paused_reason: 'CREATOR_DEACTIVATED', paused_at: new Date() })
      .where('id', '=', id)
      .execute();
    const accepted = await server.graphql({ query: createMutation, variables: { input }, token });
    expect(accepted.body.errors).toBeUndefined();
    const takeOver = await server.graphql({
      query: takeOverMutation,
      variables: { subscription_id: id },
      token,
    });
    expect(errorCodeOf(takeOver)).toBe('SUBSCRIPTION_LIMIT_REACHED');
  });
});
