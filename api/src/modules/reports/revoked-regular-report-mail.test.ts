import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createReportFixture } from '../../test-support/report-factories.js';
import { jobsDone } from '../../test-support/settled-jobs.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { insertReport } from './report-store.js';

// Task workers generate the report here, so this server has databases of its own.
let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  database = server.databases.no;
});
afterAll(() => server.close());

describe('a regular report whose creator lost the right before it was generated', () => {
  it('is generated but mailed to nobody', async () => {
    const { master, user } = await createReportFixture(database, { unitsPerSupplier: 1 });
    const subscription = await database
      .insertInto('report_subscriptions')
      .values({
        supplier_id: master.id,
        created_by_user_id: user.id,
        created_by_name: 'Creator One',
        kind: 'HIGH_LEVEL',
        interval: 'MONTHLY',
        date_column: 'COMPLETED_DATE',
        recipients: ['finance@test.example'],
        language: 'en',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recipient = `finance-${randomUUID()}@test.example`;
    // Ordered while the creator could, deactivated before the worker makes the report.
    await database
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', user.id)
      .execute();
    const { id } = await insertReport(database, 'no', {
      supplierId: master.id,
      orderedByUserId: user.id,
      orderedByName: 'Creator One',
      subscriptionId: subscription.id,
      idempotencyKey: `subscription-${subscription.id}-2026-01-01`,
      kind: 'HIGH_LEVEL',
      from: '2026-01-01',
      to: '2026-01-31',
      dateColumn: 'COMPLETED_DATE',
      departmentId: null,
      freeText: null,
      serialOrProduct: null,
      recipients: [recipient],
      language: 'en',
    });

    await jobsDone(database, [`report:${id}`]);

    const report = await database
      .selectFrom('reports')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe('READY');
    const mails = await database
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', '=', recipient)
      .execute();
    expect(mails).toEqual([]);
  });
});
