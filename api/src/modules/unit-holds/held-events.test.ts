import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { createSupplier } from '../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  heldEvent,
  receivedEvent,
  sendUnitEvents,
  unitEventId,
} from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Warehouse system'));
});
afterAll(() => server.close());

const send = (events: unknown[]) => sendUnitEvents(server, key, events);

const holdsOf = (supplierId: string) =>
  database
    .selectFrom('unit_holds as hold')
    .innerJoin('processed_units as unit', 'unit.id', 'hold.unit_id')
    .select([
      'unit.serial_number',
      'hold.reason',
      'hold.note',
      'hold.value_at_stake',
      'hold.placed_at',
      'hold.respond_by',
      'hold.state',
      'hold.placed_by_event_id',
    ])
    .where('hold.supplier_id', '=', supplierId)
    .orderBy('unit.serial_number')
    .execute();

describe('the provider reports a processing hold with a held unit event', () => {
  it('places a hold on a received unit, answering five business days from its time', async () => {
    const supplier = await createSupplier(database);
    const held = heldEvent(supplier.id, 'HOLD-1', { occurred_at: '2026-03-05T09:30:00Z' });
    const { status, body } = await send([receivedEvent(supplier.id, 'HOLD-1'), held]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ applied: 2, rejected: 0 });
    expect(await holdsOf(supplier.id)).toEqual([
      {
        serial_number: 'HOLD-1',
        reason: 'activation_lock',
        note: 'Find My is on.',
        value_at_stake: '4200.00',
        placed_at: new Date('2026-03-05T09:30:00Z'),
        // Thursday to the Thursday after: the weekend does not count.
        respond_by: new Date('2026-03-12T09:30:00Z'),
        state: 'open',
        placed_by_event_id: held.event_id,
      },
    ]);
  });

  it('corrects the open hold of a unit rather than placing a second one', async () => {
    const supplier = await createSupplier(database);
    await send([receivedEvent(supplier.id, 'HOLD-2'), heldEvent(supplier.id, 'HOLD-2')]);
    const correction = heldEvent(supplier.id, 'HOLD-2', {
      occurred_at: '2026-03-03T10:00:00Z',
      reason: 'mdm_enrolment',
      note: null,
      value_at_stake: null,
    });
    const { body } = await send([correction]);
    expect(body.results).toEqual([{ index: 0, event_id: correction.event_id, result: 'applied' }]);
    const holds = await holdsOf(supplier.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({
      reason: 'mdm_enrolment',
      note: null,
      value_at_stake: null,
      // Still the time it was placed: a correction is no new hold.
      placed_at: new Date('2026-03-02T09:00:00Z'),
    });
  });

  it('answers an event sent again as a duplicate and changes nothing', async () => {
    const supplier = await createSupplier(database);
    const held = heldEvent(supplier.id, 'HOLD-3');
    await send([receivedEvent(supplier.id, 'HOLD-3'), held]);
    const { body } = await send([{ ...held, reason: 'other' }]);
    expect(body).toMatchObject({ duplicate: 1, applied: 0 });
    expect((await holdsOf(supplier.id))[0]?.reason).toBe('activation_lock');
  });

  it('refuses a hold of a unit not received and an unknown reason, storing nothing of them', async () => {
    const supplier = await createSupplier(database);
    const unknownUnit = heldEvent(supplier.id, 'NEVER-RECEIVED');
    const badReason = heldEvent(supplier.id, 'HOLD-4', { reason: 'stolen' });
    const longNote = heldEvent(supplier.id, 'HOLD-4', { note: 'x'.repeat(1001) });
    const negative = heldEvent(supplier.id, 'HOLD-4', { value_at_stake: -1 });
    const { body } = await send([
      receivedEvent(supplier.id, 'HOLD-4'),
      unknownUnit,
      badReason,
      longNote,
      negative,
    ]);
    expect(body.results.slice(1).map((result) => [result.result, result.code])).toEqual([
      ['rejected', 'UNIT_NOT_RECEIVED'],
      ['rejected', 'INVALID_EVENT'],
      ['rejected', 'INVALID_EVENT'],
      ['rejected', 'INVALID_EVENT'],
    ]);
    expect(await holdsOf(supplier.id)).toEqual([]);
    const stored = await database
      .selectFrom('unit_events')
      .select('event_id')
      .where('event_id', 'in', [
        unknownUnit.event_id,
        badReason.event_id,
        longNote.event_id,
        negative.event_id,
      ])
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps the latest of two reports of one unit in a batch and holds a unit again after an answer', async () => {
    const supplier = await createSupplier(database);
    const earlier = heldEvent(supplier.id, 'HOLD-5', { occurred_at: '2026-03-02T09:00:00Z' });
    const later = heldEvent(supplier.id, 'HOLD-5', {
      occurred_at: '2026-03-02T10:00:00Z',
      reason: 'firmware_password',
    });
    const { body } = await send([receivedEvent(supplier.id, 'HOLD-5'), later, earlier]);
    expect(body.results.map((result) => result.result)).toEqual(['applied', 'applied', 'stale']);
    expect((await holdsOf(supplier.id)).map((hold) => hold.reason)).toEqual(['firmware_password']);

    await database
      .updateTable('unit_holds')
      .set({ state: 'released', answered_at: new Date() })
      .where('supplier_id', '=', supplier.id)
      .execute();
    await send([heldEvent(supplier.id, 'HOLD-5', { event_id: unitEventId(), reason: 'other' })]);
    expect((await holdsOf(supplier.id)).map((hold) => hold.state).sort()).toEqual([
      'open',
      'released',
    ]);
  });
});
