import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser, uniqueEmail } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { purgeExpiredRecords } from './purge-expired-records-task.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('purgeExpiredRecords', () => {
  it('deletes long-ended sessions and stale throttle counters, and keeps live ones', async () => {
    const database = server.databases.no;
    const user = await createUser(database);
    const liveSession = String(decodeJwt(await signIn(server, user)).sid);
    const oldSession = String(decodeJwt(await signIn(server, user)).sid);
    await database
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now() - interval '8 days'` })
      .where('id', '=', oldSession)
      .execute();
    const staleBucket = `account:${uniqueEmail()}`;
    const blockedBucket = `account:${uniqueEmail()}`;
    await database
      .insertInto('login_throttle')
      .values([
        {
          bucket: staleBucket,
          failure_count: 3,
          window_started_at: sql<Date>`now() - interval '2 days'`,
        },
        {
          bucket: blockedBucket,
          failure_count: 9,
          window_started_at: sql<Date>`now() - interval '2 days'`,
          blocked_until: sql<Date>`now() + interval '1 minute'`,
        },
      ])
      .execute();

    const counts = await purgeExpiredRecords(database);

    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    const sessions = await database
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((session) => session.id)).toEqual([liveSession]);
    const buckets = await database
      .selectFrom('login_throttle')
      .select('bucket')
      .where('bucket', 'in', [staleBucket, blockedBucket])
      .execute();
    // A counter still blocking someone stays until its block ends.
    expect(buckets.map((row) => row.bucket)).toEqual([blockedBucket]);
  });

  it('forgets unit event ids after 90 days and keeps recent ones', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const event = (event_id: string, daysAgo: number) => ({
      event_id,
      supplier_id: supplier.id,
      serial_number: 'PURGE-1',
      event_type: 'graded',
      occurred_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
      recorded_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
    });
    const old = `purge-${uniqueEmail()}`;
    const recent = `purge-${uniqueEmail()}`;
    await database
      .insertInto('unit_events')
      .values([event(old, 91), event(recent, 89)])
      .execute();

    expect((await purgeExpiredRecords(database)).unitEventIds).toBeGreaterThanOrEqual(1);
    const kept = await database
      .selectFrom('unit_events')
      .select('event_id')
      .where('event_id', 'in', [old, recent])
      .execute();
    expect(kept.map((row) => row.event_id)).toEqual([recent]);
  });

  it('forgets webhook events and their deliveries after 90 days and keeps recent ones', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const event = (id: string, daysAgo: number) => ({
      id,
      supplier_id: supplier.id,
      type: 'webhook.test',
      payload: JSON.stringify({
        type: 'webhook.test',
        timestamp: '2026-01-01T00:00:00Z',
        data: {},
      }),
      created_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
    });
    const old = `msg_purge_${uniqueEmail()}`;
    const recent = `msg_purge_${uniqueEmail()}`;
    await database
      .insertInto('webhook_events')
      .values([event(old, 91), event(recent, 89)])
      .execute();

    expect((await purgeExpiredRecords(database)).webhookEvents).toBeGreaterThanOrEqual(1);
    const kept = await database
      .selectFrom('webhook_events')
      .select('id')
      .where('id', 'in', [old, recent])
      .execute();
    expect(kept.map((row) => row.id)).toEqual([recent]);
  });

  it('forgets notifications after 90 days and keeps recent ones', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const notification = (daysAgo: number) => ({
      supplier_id: supplier.id,
      audience: 'supplier',
      kind: 'job_status_changed',
      details: JSON.stringify({ subject: `J-${daysAgo}`, status: 'CONFIRMED' }),
      link: '/services',
      created_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
    });
    await database
      .insertInto('notifications')
      .values([notification(91), notification(89)])
      .execute();

    expect((await purgeExpiredRecords(database)).notifications).toBeGreaterThanOrEqual(1);
    const kept = await database
      .selectFrom('notifications')
      .select('details')
      .where('supplier_id', '=', supplier.id)
      .execute();
    expect(kept.map((row) => (row.details as { subject: string }).subject)).toEqual(['J-89']);
  });
});
