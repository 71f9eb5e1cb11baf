import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { seedDemoHolds } from './demo-holds.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

describe('demo holds', () => {
  it('hold units for every reason: three open (one overdue), three released, two to destroy', async () => {
    const user = await createUser(database);
    const inProcess = { outcome: 'in_process', completed_date: '' };
    await importTestUnits(database, user.supplier_id, [
      ...Array.from({ length: 3 }, () => unitRow(inProcess)),
      ...Array.from({ length: 6 }, () => unitRow()),
      unitRow({ category: 'monitor', ...inProcess }),
    ]);
    const now = new Date('2026-11-25T10:00:00Z');
    expect(await seedDemoHolds(database, { now, onlySupplierIds: [user.supplier_id] })).toBe(8);

    const holds = await database
      .selectFrom('unit_holds as hold')
      .innerJoin('processed_units as unit', 'unit.id', 'hold.unit_id')
      .select([
        'hold.reason',
        'hold.state',
        'hold.respond_by',
        'hold.answer_note',
        'hold.answered_by',
        'hold.value_at_stake',
        'unit.outcome',
        'unit.category',
      ])
      .where('hold.supplier_id', '=', user.supplier_id)
      .execute();
    expect(new Set(holds.map((hold) => hold.reason))).toEqual(
      new Set([
        'activation_lock',
        'mdm_enrolment',
        'autopilot',
        'firmware_password',
        'missing_parts',
        'other',
      ]),
    );
    const open = holds.filter((hold) => hold.state === 'open');
    expect(open).toHaveLength(3);
    // The open holds wait on units still in process, never on a monitor (no data to lock).
    expect(open.every((hold) => hold.outcome === 'in_process')).toBe(true);
    expect(holds.every((hold) => hold.category !== 'monitor')).toBe(true);
    expect(open.filter((hold) => hold.respond_by < now)).toHaveLength(1);
    expect(holds.filter((hold) => hold.state === 'destroy_requested')).toHaveLength(2);
    const released = holds.filter((hold) => hold.state === 'released');
    expect(released).toHaveLength(3);
    expect(released.map((hold) => hold.answer_note)).toContain('Released in our MDM');
    expect(released.every((hold) => hold.answered_by === user.id)).toBe(true);
    expect(holds.some((hold) => hold.value_at_stake !== null)).toBe(true);

    // The dashboard names them at once.
    const answer = await server.graphql<{
      get_attention_items: { items: { kind: string; count: number; overdue_count: number }[] };
    }>({
      query: `query { get_attention_items { items { kind count overdue_count } } }`,
      token: await signIn(server, user),
    });
    expect(answer.body.data?.get_attention_items.items).toContainEqual({
      kind: 'UNITS_ON_HOLD',
      count: 3,
      overdue_count: 1,
    });
  });
});
