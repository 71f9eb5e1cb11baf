import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../database/connections.js';
import { createSupplier, createUser } from '../../../test-support/factories.js';
import { scrapeMetrics, sampleValue } from '../../../test-support/metrics-scrape.js';
import { signIn } from '../../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { createProviderKey } from '../../../infrastructure/provider-keys/service.js';
import { rebuildDailyTotals } from '../rollups.js';

let server: TestServer;
let database: Database;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Warehouse system'));
});
afterAll(() => server.close());

interface EventsAnswer {
  applied: number;
  duplicate: number;
  stale: number;
  rejected: number;
  results: { index: number; event_id: string | null; result: string; code?: string }[];
}

async function send(
  events: unknown[],
  options: { token?: string; country?: string } = {},
): Promise<{ status: number; body: EventsAnswer & { error?: { code: string } } }> {
  const response = await fetch(
    `${server.url}/api/provider/${options.country ?? 'no'}/unit-events`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token === '' ? {} : { authorization: `Bearer ${options.token ?? key}` }),
      },
      body: JSON.stringify({ events }),
    },
  );
  return { status: response.status, body: (await response.json()) as EventsAnswer };
}

const id = () => `event-${randomUUID()}`;

function lifecycle(supplierId: string, serialNumber: string) {
  const base = { supplier_id: supplierId, serial_number: serialNumber };
  return {
    received: {
      ...base,
      event_id: id(),
      type: 'received',
      occurred_at: '2026-03-02T08:00:00Z',
      category: 'laptop',
      manufacturer: 'Dell',
      model: 'Latitude 5430',
      weight_kg: 1.6,
      sanitisation_method: 'software_erasure',
    },
    graded: {
      ...base,
      event_id: id(),
      type: 'graded',
      occurred_at: '2026-03-03T08:00:00Z',
      grade: 'B',
    },
    sanitised: {
      ...base,
      event_id: id(),
      type: 'sanitised',
      occurred_at: '2026-03-04T08:00:00Z',
      sanitisation_method: 'software_erasure',
      erasure_standard: 'NIST 800-88 Purge',
      sanitisation_result: 'passed',
    },
    completed: {
      ...base,
      event_id: id(),
      type: 'completed',
      occurred_at: '2026-03-05T23:30:00Z',
      outcome: 'reused',
    },
  };
}

const unitOf = (supplierId: string, serialNumber: string) =>
  database
    .selectFrom('processed_units')
    .select(['category', 'grade', 'sanitisation_result', 'erasure_standard', 'outcome', 'co2e_kg'])
    .select((eb) =>
      eb
        .fn<string>('to_char', [eb.ref('completed_date'), eb.val('YYYY-MM-DD"T"HH24:MI')])
        .as('completed'),
    )
    .where('supplier_id', '=', supplierId)
    .where('serial_number', '=', serialNumber)
    .executeTakeFirst();

const totalsOf = (supplierId: string) =>
  database
    .selectFrom('unit_daily_totals')
    .selectAll()
    .where('supplier_id', '=', supplierId)
    .orderBy('date_column')
    .orderBy('day')
    .orderBy('outcome')
    .execute();

async function expectTotalsEqualRebuild(supplierId: string) {
  const maintained = await totalsOf(supplierId);
  await rebuildDailyTotals(database, [supplierId]);
  expect(maintained).toEqual(await totalsOf(supplierId));
  return maintained;
}

describe('POST /api/provider/:country/unit-events', () => {
  it('takes events out of order and redelivered: a later state is never overwritten', async () => {
    const supplier = await createSupplier(database);
    const events = lifecycle(supplier.id, 'EV-1');
    // The completion arrives first, with its received event, the grading after it.
    const first = await send([events.completed, events.received]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applied: 2, duplicate: 0, stale: 0, rejected: 0 });
    const earlierCompletion = {
      ...events.completed,
      event_id: id(),
      occurred_at: '2026-03-04T12:00:00Z',
      outcome: 'recycled',
    };
    const second = await send([
      events.graded,
      earlierCompletion,
      events.sanitised,
      events.completed,
    ]);
    expect(second.body.results.map((item) => item.result)).toEqual([
      'applied',
      'stale',
      'applied',
      'duplicate',
    ]);
    expect(await unitOf(supplier.id, 'EV-1')).toEqual({
      category: 'laptop',
      grade: 'B',
      sanitisation_result: 'passed',
      erasure_standard: 'NIST 800-88 Purge',
      outcome: 'reused',
      co2e_kg: '250.00',
      // 23:30 UTC is the next day in Oslo.
      completed: '2026-03-05T23:30',
    });
    const totals = await expectTotalsEqualRebuild(supplier.id);
    expect(totals.find((total) => total.date_column === 'COMPLETED_DATE')).toMatchObject({
      day: '2026-03-06',
      outcome: 'reused',
      units: 1,
    });
  });

  it('answers each item of a batch: rejected ones write nothing, the others are applied', async () => {
    const supplier = await createSupplier(database);
    const good = lifecycle(supplier.id, 'EV-OK');
    const orphan = lifecycle(supplier.id, 'EV-ORPHAN');
    const badGrade = { ...good.graded, event_id: id(), grade: 'Z' };
    const unknownSupplier = { ...lifecycle(randomUUID(), 'EV-X').received };
    const answer = await send([
      good.received,
      badGrade,
      orphan.graded,
      unknownSupplier,
      good.completed,
      'nonsense',
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { index: 0, event_id: good.received.event_id, result: 'applied' },
      expect.objectContaining({ index: 1, result: 'rejected', code: 'INVALID_EVENT' }),
      expect.objectContaining({ index: 2, result: 'rejected', code: 'UNIT_NOT_RECEIVED' }),
      expect.objectContaining({ index: 3, result: 'rejected', code: 'UNKNOWN_SUPPLIER' }),
      { index: 4, event_id: good.completed.event_id, result: 'applied' },
      expect.objectContaining({
        index: 5,
        event_id: null,
        result: 'rejected',
        code: 'INVALID_EVENT',
      }),
    ]);
    expect(await unitOf(supplier.id, 'EV-ORPHAN')).toBeUndefined();
    expect((await unitOf(supplier.id, 'EV-OK'))?.grade).toBeNull();
    // A rejected event id is not kept: the corrected event goes through under the same id.
    const corrected = await send([{ ...badGrade, grade: 'A' }]);
    expect(corrected.body.results[0]?.result).toBe('applied');
    expect((await unitOf(supplier.id, 'EV-OK'))?.grade).toBe('A');
    await expectTotalsEqualRebuild(supplier.id);
  });

  it('is idempotent across batches: the same batch again changes nothing', async () => {
    const supplier = await createSupplier(database);
    const batch = Object.values(lifecycle(supplier.id, 'EV-TWICE'));
    expect((await send(batch)).body.applied).toBe(4);
    const totals = await totalsOf(supplier.id);
    const again = await send(batch);
    expect(again.body).toMatchObject({ applied: 0, duplicate: 4 });
    expect(await totalsOf(supplier.id)).toEqual(totals);
    await expectTotalsEqualRebuild(supplier.id);
  });

  it('takes a provider key of the country only, and at most 500 events', async () => {
    const supplier = await createSupplier(database);
    const event = lifecycle(supplier.id, 'EV-AUTH').received;
    expect((await send([event], { token: '' })).status).toBe(401);
    const user = await createUser(database, { supplier_id: supplier.id, is_admin: true });
    const asUser = await send([event], { token: await signIn(server, user) });
    expect(asUser.status).toBe(403);
    expect(asUser.body.error?.code).toBe('FORBIDDEN');
    // This country's key is no key in Denmark; a Danish key finds no Norwegian supplier.
    expect((await send([event], { country: 'dk' })).status).toBe(401);
    const danish = await createProviderKey(server.databases.dk, 'Danish warehouse');
    const crossed = await send([event], { country: 'dk', token: danish.key });
    expect(crossed.body.results[0]).toMatchObject({ result: 'rejected', code: 'UNKNOWN_SUPPLIER' });
    expect(await unitOf(supplier.id, 'EV-AUTH')).toBeUndefined();
    const tooMany = await send(Array.from({ length: 501 }, () => ({ ...event, event_id: id() })));
    expect(tooMany.status).toBe(400);
    expect(await unitOf(supplier.id, 'EV-AUTH')).toBeUndefined();
  });

  it('counts the events by result in the metrics', async () => {
    const before = await scrapeMetrics(server.url);
    const supplier = await createSupplier(database);
    const events = lifecycle(supplier.id, 'EV-METRICS');
    await send([events.received, events.graded, { ...events.graded, event_id: id() }]);
    await send([events.received]);
    const after = await scrapeMetrics(server.url);
    const counted = (result: string) =>
      sampleValue(after, 'portal_unit_events_total', { country: 'no', result }) -
      sampleValue(before, 'portal_unit_events_total', { country: 'no', result });
    expect([counted('applied'), counted('duplicate')]).toEqual([2, 1]);
    expect(counted('stale') + counted('rejected')).toBe(1);
  });
});
