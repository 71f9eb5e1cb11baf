import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { createReportFixture, orderReportMutation } from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { maximumReportsInProgress } from './service.js';
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
      kind
      interval
      department
      recipients
      created_by
      last_period_from
    }
  }
`;
const listQuery = '{ get_report_subscriptions { id interval } }';
const deleteMutation = 'mutation d($id: ID!) { delete_report_subscription(id: $id) }';

function subscription(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'COMPLETE',
    interval: 'MONTHLY',
    date_column: 'COMPLETED_DATE',
    recipients: ['finance@test.example'],
    ...overrides,
  };
}

async function create(token: string, input: Record<string, unknown>) {
  return server.graphql<{ create_report_subscription: { id: string; last_period_from: string } }>({
    query: createMutation,
    variables: { input },
    token,
  });
}

describe('ordering limits', () => {
  it('refuses an 11th report in the making, but still answers a repeated order', async () => {
    const { user } = await createReportFixture(database, { unitsPerSupplier: 0 });
    const token = await signIn(server, user);
    const order = (key: string) =>
      server.graphql<{ order_report: { id: string } }>({
        query: orderReportMutation,
        variables: {
          input: {
            idempotency_key: key,
            kind: 'HIGH_LEVEL',
            from: '2026-01-01',
            to: '2026-01-31',
            date_column: 'COMPLETED_DATE',
            recipients: ['boss@test.example'],
          },
        },
        token,
      });
    // Reports in the making, put in place directly so no worker of another file finishes them.
    const keys = Array.from({ length: maximumReportsInProgress }, () => randomUUID());
    const inserted = await database
      .insertInto('reports')
      .values(
        keys.map((key) => ({
          supplier_id: user.supplier_id,
          ordered_by_name: 'Test User',
          idempotency_key: key,
          kind: 'HIGH_LEVEL',
          name: 'High level report',
          date_from: '2026-01-01',
          date_to: '2026-01-31',
          date_column: 'COMPLETED_DATE',
          recipients: [],
          language: 'en',
          download_key: randomUUID().replace(/-/g, ''),
        })),
      )
      .returning(['id', 'idempotency_key'])
      .execute();
    expect(errorCodeOf(await order(randomUUID()))).toBe('TOO_MANY_ATTEMPTS');
    const first = inserted.find((row) => row.idempotency_key === keys[0])!;
    expect((await order(keys[0]!)).body.data?.order_report.id).toBe(first.id);
  });
});

describe('regular reports', () => {
  it('creates, lists and deletes regular reports of the supplier acted for only', async () => {
    const owner = await createReportFixture(database, { unitsPerSupplier: 0 });
    const token = await signIn(server, owner.user);
    const created = await create(
      token,
      subscription({ supplier_id: owner.departments[0]!.id, interval: 'QUARTERLY' }),
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.create_report_subscription.id;

    const other = await createReportFixture(database, { unitsPerSupplier: 0 });
    const otherToken = await signIn(server, other.user);
    const otherList = await server.graphql<{ get_report_subscriptions: unknown[] }>({
      query: listQuery,
      token: otherToken,
    });
    expect(otherList.body.data?.get_report_subscriptions).toEqual([]);
    const foreignDelete = await server.graphql({
      query: deleteMutation,
      variables: { id },
      token: otherToken,
    });
    expect(errorCodeOf(foreignDelete)).toBe('NOT_FOUND');
    const foreignDepartment = await create(
      otherToken,
      subscription({ supplier_id: owner.departments[0]!.id }),
    );
    expect(errorCodeOf(foreignDepartment)).toBe('NOT_FOUND');

    const list = await server.graphql<{ get_report_subscriptions: { id: string }[] }>({
      query: listQuery,
      token,
    });
    expect(list.body.data?.get_report_subscriptions.map((row) => row.id)).toEqual([id]);
    const deleted = await server.graphql({ query: deleteMutation, variables: { id }, token });
    expect(deleted.body.data).toEqual({ delete_report_subscription: true });
    const after = await server.graphql<{ get_report_subscriptions: unknown[] }>({
      query: listQuery,
      token,
    });
    expect(after.body.data?.get_report_subscriptions).toEqual([]);
  });

  it('refuses regular reports to users without report access', async () => {
    const user = await createUser(database, { has_report_access: false });
    const token = await signIn(server, user);
    expect(errorCodeOf(await create(token, subscription()))).toBe('FORBIDDEN');
    const list = await server.graphql({ query: listQuery, token });
    expect(errorCodeOf(list)).toBe('FORBIDDEN');
    const remove = await server.graphql({
      query: deleteMutation,
      variables: { id: randomUUID() },
      token,
    });
    expect(errorCodeOf(remove)).toBe('FORBIDDEN');
  });

  it('creates a regular report when a report is ordered as regular', async () => {
    const { user } = await createReportFixture(database, { unitsPerSupplier: 0 });
    const token = await signIn(server, user);
    const ordered = await server.graphql<{
      order_report: { regular: boolean; interval: string };
    }>({
      query: orderReportMutation,
      variables: {
        input: {
          idempotency_key: randomUUID(),
          kind: 'HIGH_LEVEL',
          from: '2026-01-01',
          to: '2026-01-31',
          date_column: 'CREATED_AT',
          recipients: ['boss@test.example'],
          regular: true,
          interval: 'YEARLY',
        },
      },
      token,
    });
    expect(ordered.body.data?.order_report).toMatchObject({ regular: true, interval: 'YEARLY' });
    const list = await server.graphql<{ get_report_subscriptions: { interval: string }[] }>({
      query: listQuery,
      token,
    });
    expect(list.body.data?.get_report_subscriptions).toEqual([
      expect.objectContaining({ interval: 'YEARLY' }),
    ]);
  });

  it.each([
    ['WEEKLY', '2026-11-02', '2026-11-08', '2026-11-09', '2026-11-15'],
    ['MONTHLY', '2026-10-01', '2026-10-31', '2026-11-01', '2026-11-30'],
    ['QUARTERLY', '2026-07-01', '2026-09-30', '2026-10-01', '2026-12-31'],
    ['YEARLY', '2025-01-01', '2025-12-31', '2026-01-01', '2026-12-31'],
  ])(
    'orders a %s report once for each full period that ends',
    async (interval, firstFrom, firstTo, nextFrom, nextTo) => {
      const { master, user } = await createReportFixture(database, { unitsPerSupplier: 0 });
      const token = await signIn(server, user);
      // Created on Wednesday 2026-11-11: the first report covers the period that ended last.
      const created = await create(token, subscription({ interval }));
      const id = created.body.data!.create_report_subscription.id;
      await database
        .updateTable('report_subscriptions')
        .set({ last_period_from: null })
        .where('id', '=', id)
        .execute();
      const reportsOf = () =>
        database
          .selectFrom('reports')
          .select(['date_from', 'date_to', 'kind', 'recipients'])
          .where('subscription_id', '=', id)
          .orderBy('date_from')
          .execute();

      const now = new Date('2026-11-11T12:00:00Z');
      const scope = { supplierIds: [master.id] };
      await orderDueRegularReports(database, 'no', now, scope);
      await orderDueRegularReports(database, 'no', now, scope);
      expect(await reportsOf()).toEqual([
        {
          date_from: firstFrom,
          date_to: firstTo,
          kind: 'COMPLETE',
          recipients: ['finance@test.example'],
        },
      ]);

      // Once the next period is over, its report is ordered, once.
      const later = new Date(`${nextTo}T23:30:00Z`);
      const dayAfter = new Date(later.getTime() + 86_400_000);
      await orderDueRegularReports(database, 'no', dayAfter, scope);
      await orderDueRegularReports(database, 'no', dayAfter, scope);
      const reports = await reportsOf();
      expect(reports.map((report) => [report.date_from, report.date_to])).toEqual([
        [firstFrom, firstTo],
        [nextFrom, nextTo],
      ]);
      const owned = await database
        .selectFrom('reports')
        .select('supplier_id')
        .where('subscription_id', '=', id)
        .execute();
      expect(owned.every((row) => row.supplier_id === master.id)).toBe(true);
    },
  );
});
