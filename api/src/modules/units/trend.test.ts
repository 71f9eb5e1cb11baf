import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('get_unit_trend', () => {
  it('gives units by outcome and CO2 saved for every month of the period, gaps as zeros', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    await importTestUnits(database, supplier.id, [
      // January: two reused laptops (250 kg each) and a recycled monitor.
      unitRow({ category: 'laptop', outcome: 'reused', completed_date: '2026-01-05' }),
      unitRow({ category: 'laptop', outcome: 'reused', completed_date: '2026-01-31T23:30:00Z' }),
      unitRow({ category: 'monitor', outcome: 'recycled', completed_date: '2026-01-20' }),
      // 23:30 on 31 March in Oslo: March. Then a reused desktop (350 kg) in March.
      unitRow({ category: 'desktop', outcome: 'stocked', completed_date: '2026-03-31T21:30:00Z' }),
      unitRow({ category: 'desktop', outcome: 'reused', completed_date: '2026-03-02' }),
    ]);
    const response = await server.graphql<{ get_unit_trend: Record<string, unknown>[] }>({
      query: `query get_unit_trend($filter: UnitSummaryFilter!) {
        get_unit_trend(filter: $filter) {
          month reused_units recycled_units stocked_units in_process_units co2_savings_tons
        }
      }`,
      variables: { filter: { period: 'Q1', year: 2026 } },
      token: await signIn(server, user),
    });
    const month = (
      name: string,
      reused: number,
      recycled: number,
      stocked: number,
      tons: number,
    ) => ({
      month: name,
      reused_units: reused,
      recycled_units: recycled,
      stocked_units: stocked,
      in_process_units: 0,
      co2_savings_tons: tons,
    });
    // 23:30 UTC on 31 January is 00:30 on 1 February in Oslo (winter time, UTC+1).
    expect(response.body.data?.get_unit_trend).toEqual([
      month('2026-01', 1, 1, 0, 0.25),
      month('2026-02', 1, 0, 0, 0.25),
      month('2026-03', 1, 0, 1, 0.35),
    ]);
  });
});
