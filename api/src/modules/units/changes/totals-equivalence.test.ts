import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../database/connections.js';
import { createSupplier } from '../../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { unitRow } from '../../../test-support/unit-factories.js';
import { applyUnitEvents } from '../events/service.js';
import { importUnits } from '../import/import-units.js';
import { rebuildDailyTotals } from '../rollups.js';
import { moveUnits } from './move-units.js';
import { randomNumbers } from '../demo-random.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const totalsOf = (supplierIds: string[]) =>
  database
    .selectFrom('unit_daily_totals')
    .select([
      'supplier_id',
      'date_column',
      'day',
      'category',
      'outcome',
      'method_version',
      'units',
      'co2e_kg',
      'co2e_low_kg',
      'co2e_high_kg',
      'weighed_units',
      'weight_kg',
    ])
    .where('supplier_id', 'in', supplierIds)
    .orderBy('supplier_id')
    .orderBy('date_column')
    .orderBy('day')
    .orderBy('category')
    .orderBy('outcome')
    .orderBy('method_version')
    .execute();

/** The totals as maintained, then as a full rebuild computes them: they must be the same. */
async function expectTotalsEqualRebuild(supplierIds: string[], step: string) {
  const maintained = await totalsOf(supplierIds);
  await rebuildDailyTotals(database, supplierIds);
  expect(maintained, step).toEqual(await totalsOf(supplierIds));
}

describe('incremental daily totals', () => {
  it('equal a full rebuild after random imports, updates, events and moves (seeded)', async () => {
    const random = randomNumbers(20261124);
    const pick = <Item>(items: readonly Item[]): Item =>
      items[Math.floor(random() * items.length)] as Item;
    const suppliers = await Promise.all([1, 2, 3].map(() => createSupplier(database)));
    const supplierIds = suppliers.map((supplier) => supplier.id);
    const serials = Array.from({ length: 24 }, (_, index) => `PROP-${index}`);
    // Times around midnight in Oslo, so the local day matters.
    const moment = () =>
      `2026-0${pick([1, 3, 6])}-${String(pick([1, 2, 28])).padStart(2, '0')}T${pick(['00:30', '12:00', '23:30'])}:00+01:00`;
    let eventNumber = 0;
    const eventResults = new Map<string, number>();

    for (let step = 0; step < 60; step += 1) {
      const supplierId = pick(supplierIds);
      const operation = pick(['import', 'import', 'events', 'events', 'move'] as const);
      if (operation === 'import') {
        const chosen = [
          ...new Set(Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(serials))),
        ];
        const rows = chosen.map((serial_number) => {
          const outcome = pick(['reused', 'recycled', 'stocked', 'in_process'] as const);
          return unitRow({
            serial_number,
            category: pick(['laptop', 'server', 'monitor']),
            outcome,
            created_at: '2026-01-01T23:30',
            graded_date: pick(['', '2026-01-02', '2026-02-01T00:15']),
            completed_date:
              outcome === 'in_process' ? '' : pick(['2026-03-01', '2026-03-31T23:45']),
          });
        });
        const result = await importUnits(database, { supplierId, rows });
        expect(result.imported, JSON.stringify(result.problems)).toBe(true);
      } else if (operation === 'events') {
        const events = Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
          eventNumber += 1;
          // Now and then an event id again: a redelivery.
          const event_id =
            random() < 0.15 ? `prop-${Math.max(1, eventNumber - 3)}` : `prop-${eventNumber}`;
          const common = {
            event_id,
            occurred_at: moment(),
            supplier_id: supplierId,
            serial_number: pick(serials),
          };
          const type = pick(['received', 'graded', 'sanitised', 'completed'] as const);
          if (type === 'received') {
            return {
              ...common,
              type,
              category: pick(['laptop', 'server']),
              sanitisation_method: 'software_erasure',
            };
          }
          if (type === 'graded') return { ...common, type, grade: pick(['A', 'C']) };
          if (type === 'sanitised') {
            return {
              ...common,
              type,
              sanitisation_method: 'software_erasure',
              sanitisation_result: 'passed',
            };
          }
          return { ...common, type, outcome: pick(['reused', 'recycled', 'stocked']) };
        });
        for (const { result } of await applyUnitEvents(database, events)) {
          eventResults.set(result, (eventResults.get(result) ?? 0) + 1);
        }
      } else {
        const target = pick(supplierIds.filter((id) => id !== supplierId));
        await moveUnits(database, {
          fromSupplierId: supplierId,
          toSupplierId: target,
          serialNumbers: [pick(serials), pick(serials)],
        });
      }
      await expectTotalsEqualRebuild(supplierIds, `step ${step}: ${operation}`);
    }
    // The operations did reach the totals: a run that changed nothing would prove nothing.
    expect((await totalsOf(supplierIds)).length).toBeGreaterThan(10);
    for (const result of ['applied', 'stale', 'duplicate', 'rejected']) {
      expect(eventResults.get(result), result).toBeGreaterThan(0);
    }
  });

  it('add up concurrent imports for the same supplier (no lost updates)', async () => {
    const supplier = await createSupplier(database);
    await Promise.all(
      Array.from({ length: 6 }, (_, batch) =>
        importUnits(database, {
          supplierId: supplier.id,
          rows: Array.from({ length: 20 }, (_, index) =>
            unitRow({ serial_number: `CONC-${batch}-${index}`, category: 'laptop' }),
          ),
        }),
      ),
    );
    const totals = await totalsOf([supplier.id]);
    expect(totals.find((total) => total.date_column === 'CREATED_AT')).toMatchObject({
      units: 120,
      co2e_kg: '30000.00',
    });
    await expectTotalsEqualRebuild([supplier.id], 'concurrent imports');
  });
});
