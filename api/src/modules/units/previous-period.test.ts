import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { previousPeriodOf } from './previous-period.js';

describe('previousPeriodOf', () => {
  it('compares whole calendar months with as many months before', () => {
    expect(previousPeriodOf({ from: '2026-04-01', to: '2026-06-30' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(previousPeriodOf({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('compares any other range with as many days before', () => {
    // Ten days, 11-20 March: the ten days 1-10 March.
    expect(previousPeriodOf({ from: '2026-03-11', to: '2026-03-20' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    // Across a leap day: 1-7 March 2028 (7 days) follows 23-29 February.
    expect(previousPeriodOf({ from: '2028-03-01', to: '2028-03-07' })).toEqual({
      from: '2028-02-23',
      to: '2028-02-29',
    });
  });

  it('has nothing before a period without a start', () => {
    expect(previousPeriodOf({ from: null, to: null })).toBeNull();
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const summaryQuery = `query get_unit_summary($filter: UnitSummaryFilter!) {
  get_unit_summary(filter: $filter) {
    from to reused_units recycled_units
    previous { from to reused_units recycled_units stocked_units in_process_units co2_savings_tons }
  }
}`;

type Summary = {
  from: string | null;
  to: string | null;
  reused_units: number;
  recycled_units: number;
  previous: null | {
    from: string;
    to: string;
    reused_units: number;
    recycled_units: number;
    stocked_units: number;
    in_process_units: number;
    co2_savings_tons: number;
  };
};

async function summary(token: string, filter: Record<string, unknown>) {
  const response = await server.graphql<{ get_unit_summary: Summary }>({
    query: summaryQuery,
    variables: { filter },
    token,
  });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.get_unit_summary;
}

describe('get_unit_summary previous', () => {
  it("gives the cards the previous period's figures, for the same scope and date column", async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const other = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    await importTestUnits(database, supplier.id, [
      // Q2 2026: 2 reused.
      unitRow({ outcome: 'reused', created_at: '2026-04-02', completed_date: '2026-05-10' }),
      unitRow({ outcome: 'reused', created_at: '2026-04-02', completed_date: '2026-06-30' }),
      // Q1 2026: 1 reused, 3 recycled, 1 stocked.
      unitRow({ outcome: 'reused', created_at: '2026-01-02', completed_date: '2026-02-10' }),
      unitRow({ outcome: 'recycled', created_at: '2026-01-02', completed_date: '2026-03-31' }),
      unitRow({ outcome: 'recycled', created_at: '2026-01-01', completed_date: '2026-01-01' }),
      unitRow({ outcome: 'recycled', created_at: '2026-01-02', completed_date: '2026-02-01' }),
      unitRow({ outcome: 'stocked', created_at: '2026-01-02', completed_date: '2026-02-01' }),
      // Before Q1: in no period asked here.
      unitRow({ outcome: 'reused', created_at: '2025-12-01', completed_date: '2025-12-31' }),
    ]);
    // Another supplier's units in Q1 never count.
    await importTestUnits(database, other.id, [
      unitRow({ outcome: 'reused', created_at: '2026-01-02', completed_date: '2026-02-10' }),
    ]);
    const token = await signIn(server, user);

    const secondQuarter = await summary(token, { period: 'Q2', year: 2026 });
    expect(secondQuarter).toMatchObject({ from: '2026-04-01', to: '2026-06-30', reused_units: 2 });
    expect(secondQuarter.previous).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      reused_units: 1,
      recycled_units: 3,
      stocked_units: 1,
      in_process_units: 0,
    });
    expect(secondQuarter.previous?.co2_savings_tons).toBeGreaterThan(0);

    // On the received date every unit of 2026 falls in Q1 or Q2: Q1 holds the six received then.
    const byReceived = await summary(token, {
      period: 'Q2',
      year: 2026,
      date_column: 'CREATED_AT',
    });
    expect(byReceived.previous).toMatchObject({ reused_units: 1, recycled_units: 3 });

    // Ten days (2026-04-01 to 04-10) against the ten days before: 22-31 March, one recycled.
    const range = await summary(token, { from: '2026-04-01', to: '2026-04-10' });
    expect(range.previous).toMatchObject({
      from: '2026-03-22',
      to: '2026-03-31',
      reused_units: 0,
      recycled_units: 1,
    });

    expect((await summary(token, { period: 'TOTAL' })).previous).toBeNull();
  });
});
